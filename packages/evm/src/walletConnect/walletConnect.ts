import {
  ConnectionRejectedError,
  InvalidConfigError,
  InvalidInputError,
  type Network,
  type OneClickSignInRequest,
  type ProjectScopedConnector,
  type SiwxSession,
} from '@latch/core'
import { toConnectError } from '@latch/core/internal'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import type { EvmConnector } from '../evmConnector'
import type { Eip1193Listener, Eip1193Provider } from '../isEip1193Provider'
import { disableVerify } from './disableVerify'
import { type WalletConnectOptions, walletConnectOptionsSchema } from './walletConnectOptions'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>

/** The connector's id in Latch (the Connect view's WalletConnect entry and the persisted connection). */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** What the Sign API offers the wallet: the methods Latch's actions use and the events it follows. */
const METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // EIP-5792 batches, for a wallet that is a smart account; optional like the rest
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
const EVENTS = ['accountsChanged', 'chainChanged']

/**
 * The WalletConnect connector: an EIP-1193 provider over a Sign API session, plus its pairing. Without
 * a session it grants no account (`eth_accounts` answers `[]`), so a reload restores a kept session
 * like any wallet's; `wallet_revokePermissions` ends the session on the wallet's side too.
 */
export interface WalletConnectConnector extends EvmConnector, ProjectScopedConnector {
  /**
   * Proposes a session for `networks` and resolves once the wallet approves it; each pairing URI goes
   * to `onUri`. Calling it again starts a new pairing (a refreshed URI); the wallet may settle either.
   * Rejects with `ConnectionRejectedError` when the person refuses, else `FailedToConnectError`.
   * With `signIn`, asks for the session and the sign-in at once (`wc_sessionAuthenticate`, spec §5) and
   * resolves with the signed sign-in; a wallet without it approves the plain proposal sent beside it,
   * and `pair` resolves with none.
   */
  pair(params: {
    networks: readonly Network[]
    onUri?: (uri: string) => void
    signIn?: OneClickSignInRequest
  }): Promise<SiwxSession | undefined>
}

/** The Sign API's "user rejected" (5000) or EIP-1193's 4001: the person refused the proposal. */
const isRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && [4001, 5000].includes(Reflect.get(error, 'code') as number)

const toHexChainId = (chainId: unknown) =>
  typeof chainId === 'number' || (typeof chainId === 'string' && /^\d+$/.test(chainId))
    ? `0x${Number(chainId).toString(16)}`
    : chainId

/**
 * The WalletConnect connector (pairing by QR code or copied link) for `createEvmAdapter`, on
 * `@walletconnect/universal-provider`. A page that does not call it does not bundle it, and the SDK
 * itself is a separate chunk, imported the first time the person pairs or a kept session is restored.
 * The provider answers like an EIP-1193 wallet (hex `eth_chainId` and `chainChanged`), so signing,
 * sending and switching reuse the adapter's code. It pairs as createLatch's `projectId`, which the adapter
 * hands it (a `projectId` option is refused). Throws `InvalidInputError` for unusable options.
 *
 * @example
 * createLatch({ projectId: 'demo', networks, adapters: [createEvmAdapter({ walletConnect: walletConnect({ relayUrl: 'ws://127.0.0.1:8548' }) })] })
 */
export function walletConnect(params: WalletConnectOptions): WalletConnectConnector {
  const parsed = walletConnectOptionsSchema.safeParse(params)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    throw new InvalidInputError(
      ['walletConnect', ...(issue?.path ?? [])].join('.'),
      issue?.message ?? 'invalid',
    )
  }
  const options = parsed.data
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  let loading: Promise<UniversalProvider> | undefined
  let projectId: string | undefined

  function load(): Promise<UniversalProvider> {
    loading ??= (async () => {
      if (!projectId)
        throw new InvalidConfigError('projectId', 'WalletConnect pairs as createLatch({ projectId })')
      const { UniversalProvider } = await import('@walletconnect/universal-provider')
      const provider = await UniversalProvider.init({
        projectId,
        relayUrl: options.relayUrl,
        metadata: {
          name: options.metadata?.name ?? (globalThis.document?.title || 'Latch'),
          description: options.metadata?.description ?? '',
          url: options.metadata?.url ?? globalThis.location?.origin ?? 'http://localhost',
          icons: options.metadata?.icons ?? [],
        },
        logger: 'error',
        // No usage reports to the vendor from a host's page.
        telemetryEnabled: false,
      })
      if (options.verify === false) disableVerify(provider)
      provider.on('accountsChanged', (accounts: unknown) => emit('accountsChanged', accounts))
      provider.on('chainChanged', (chainId: unknown) => emit('chainChanged', toHexChainId(chainId)))
      provider.on('disconnect', () => emit('disconnect', undefined))
      return provider
    })()
    // A failed load (the chunk or the relay unreachable) is tried again on the next use.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      const wallet = await load()
      if (!wallet.session) {
        if (method === 'eth_accounts') return []
        if (method === 'wallet_revokePermissions') return null
      }
      if (method === 'wallet_revokePermissions') {
        await wallet.disconnect()
        return null
      }
      const answer = await wallet.request({ method, params: params as unknown[] | undefined })
      return method === 'eth_chainId' ? toHexChainId(answer) : answer
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    provider,
    setProjectId(id) {
      projectId = id
    },
    async pair({ networks, onUri, signIn }) {
      const wallet = await load()
      const chains = networks.map((network) => network.caipNetworkId)
      // Reads the SDK sends over HTTP go to the host's RPC endpoints, never to the vendor's.
      const rpcMap = Object.fromEntries(
        networks.map((network) => [network.caipNetworkId.split(':')[1], network.rpcUrl]),
      )
      const showUri = (uri: string) => onUri?.(uri)
      const optionalNamespaces = { eip155: { chains, methods: METHODS, events: EVENTS, rpcMap } }
      wallet.on('display_uri', showUri)
      try {
        if (signIn) return await authenticate(wallet, signIn, optionalNamespaces)
        await wallet.connect({ optionalNamespaces })
        return undefined
      } catch (error) {
        throw isRefusal(error) ? new ConnectionRejectedError({ cause: error }) : toConnectError(error)
      } finally {
        wallet.removeListener('display_uri', showUri)
      }
    },
  }
}

/**
 * One approval for the session and the sign-in (`wc_sessionAuthenticate`): the wallet answers with a
 * CACAO per chain; the first is the sign-in, its message rebuilt as the wallet signed it. Without an
 * answer (the wallet took the plain proposal instead) there is no sign-in to keep.
 */
async function authenticate(
  wallet: UniversalProvider,
  signIn: OneClickSignInRequest,
  optionalNamespaces: Record<string, unknown>,
): Promise<SiwxSession | undefined> {
  // The provider takes its namespaces (the rpcMap) from these parameters; the Sign API ignores them.
  const params = {
    chains: signIn.chains,
    domain: signIn.domain,
    uri: signIn.uri,
    nonce: signIn.nonce,
    ...(signIn.statement && { statement: signIn.statement }),
    ...(signIn.expirationTime && { exp: signIn.expirationTime }),
    methods: METHODS,
    optionalNamespaces,
  }
  const result = await wallet.authenticate(params)
  const cacao = result?.auths?.[0]
  if (!cacao || !wallet.client) return undefined
  const { p: payload, s: signature } = cacao
  // did:pkh:eip155:{chain}:{address}
  const [, , namespace, reference, address] = payload.iss.split(':')
  const { aud, version, iat } = payload
  if (namespace !== 'eip155' || !reference || !address || !aud || !version || !iat) return undefined
  const message = wallet.client.formatAuthMessage({ request: payload, iss: payload.iss })
  return {
    data: {
      accountAddress: address,
      chainId: `eip155:${reference}`,
      domain: payload.domain,
      uri: aud,
      version,
      nonce: payload.nonce,
      issuedAt: iat,
      ...(payload.statement && { statement: payload.statement }),
      ...(payload.exp && { expirationTime: payload.exp }),
      ...(payload.resources && { resources: payload.resources }),
    },
    message,
    signature: signature.s,
  }
}
