import {
  type Connector,
  InvalidConfigError,
  type PreferredAccountType,
  type ProjectScopedConnector,
  type SwitchableAccountType,
} from '@latch/core'
import {
  type EmailLoginStep,
  type EmbeddedWalletControls,
  FRAME_LOAD_TIMEOUT_MS,
  LOGIN_REQUEST_TIMEOUT_MS,
  RPC_NOT_ALLOWED_DELAY_MS,
  SIGN_OUT_TIMEOUT_MS,
} from '@latch/core/internal'
import {
  type AppRequestPayload,
  type AppRequestType,
  type EmbeddedUser,
  FRAME_LOCALES,
  type FrameLocale,
  type FrameSuccessPayload,
  isAllowedRpcMethod,
} from '@latch/frame-protocol'
import type { Eip1193Listener, Eip1193Provider } from './eip1193'
import { type EmbeddedWalletOptions, parseEmbeddedWalletOptions } from './embeddedWalletOptions'
import type { EmbeddedAccount, EmbeddedLogin } from './frameAccount'
import type { OpenedFrame } from './openFrame'
import { ProviderRpcError, toEmbeddedError, toProviderError } from './toEmbeddedError'

/** The connector's id in Latch (the persisted connection names it). */
const EMBEDDED_WALLET_CONNECTOR_ID = 'AUTH'

/**
 * How long the page waits for the person on the frame's own email-change or account-security screen: an
 * email change reads two mails, each code good for 10 minutes.
 */
const FRAME_SCREEN_TIMEOUT_MS = 20 * 60_000

/**
 * The email and social login connector: an EIP-1193 provider whose key lives in the embedded wallet's frame, on the
 * frame's own origin, plus the login steps the modal drives (`embedded`).
 */
export interface EmbeddedWalletConnector extends Connector, ProjectScopedConnector {
  type: 'AUTH'
  /** The EVM account's EIP-1193 provider; the frame's other namespaces (Solana) are asked through it too. */
  provider: Eip1193Provider
  embedded: EmbeddedWalletControls
  /**
   * The signed-in user as the frame has them, with their account on each namespace (the Solana adapter
   * finds its own there); undefined when signed out.
   */
  getUser(): Promise<EmbeddedUser | undefined>
  /**
   * The login's part of a connection: its name (its email, or its social provider and user name there,
   * which the Account shows in place of a wallet name), the type of the account in use, whether the smart account
   * is deployed and whether smart accounts are enabled on the user's chain; `{}` when signed out. Asks
   * the frame with the host's default account type, under which the person's own saved choice wins: the
   * frame keeps that choice per user, the page only its default (`defaultAccountTypes`).
   */
  readLogin(preferredAccountType?: PreferredAccountType): Promise<EmbeddedLogin>
  /**
   * Uses the user's account of `type` from now on, a choice the frame keeps for them; the provider emits
   * `accountsChanged` with its address. Resolves the connection as it now is. Rejects with a LatchError.
   */
  switchAccountType(type: SwitchableAccountType): Promise<EmbeddedAccount>
  /** Follows the frame's approval screen (true while it asks the person); answers the unsubscribe. */
  onApproval(listener: (open: boolean) => void): () => void
}

const toHex = (caipNetworkId: string) => `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`

/**
 * The embedded wallet for `createEvmAdapter({ embeddedWallet })`: email login into a wallet whose key is
 * made and kept by the frame at `frameUrl`, so the page never sees it. The frame and the channel to it
 * are a separate chunk, loaded the first time the person sees the email login or a kept login is restored.
 * Signing and sending go through the frame's own approval screen; methods the frame does not list answer
 * 'Requested RPC call is not allowed'. The frame loads as createLatch's `projectId`, which the adapter hands
 * the connector (a `projectId` option is refused). Throws `InvalidInputError` for unusable options.
 *
 * @example
 * createLatch({ projectId: 'latch-demo', networks, adapters: [createEvmAdapter({ embeddedWallet: embeddedWallet({ frameUrl: 'http://127.0.0.1:5174' }) })] })
 */
export function embeddedWallet(params: EmbeddedWalletOptions): EmbeddedWalletConnector {
  const options = parseEmbeddedWalletOptions(params)
  const requestTimeoutMs = options.requestTimeoutMs ?? LOGIN_REQUEST_TIMEOUT_MS
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const approvalListeners = new Set<(open: boolean) => void>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  // Whether the frame's approval screen is showing: only then does leaving ApproveTransaction reject.
  let approvalOpen = false
  // How many requests wait on the frame's email-change or account-security screen: leaving its view closes it.
  let screensOpen = 0
  let loading: Promise<OpenedFrame> | undefined
  // The modal's colour scheme (syncTheme): a frame gets it once loaded, and again on each change.
  let colorScheme: 'light' | 'dark' | undefined
  const sendTheme = ({ channel }: OpenedFrame) => {
    if (colorScheme)
      channel
        .request('SYNC_THEME', { themeMode: colorScheme }, { timeoutMs: requestTimeoutMs })
        .catch(() => {})
  }
  // The modal's language (syncLocale): likewise, once loaded and on each change. A tag the frame does not
  // speak is sent as English, the frame's default, so it never stays in the language spoken before.
  let locale: FrameLocale | undefined
  const sendLocale = ({ channel }: OpenedFrame) => {
    if (locale) channel.request('SYNC_LOCALE', { locale }, { timeoutMs: requestTimeoutMs }).catch(() => {})
  }
  // The frame chunk: the frame, its channel, and the reading of the user's account over it.
  const frameChunk = () => import('./openFrame')

  // createLatch's, handed by the adapter in its setup (setProjectId) before the frame can load
  let projectId: string | undefined

  function load() {
    loading ??= frameChunk().then(({ openFrame }) => {
      if (!projectId)
        throw new InvalidConfigError('projectId', 'the embedded wallet loads as createLatch({ projectId })')
      return openFrame({
        frameUrl: options.frameUrl,
        projectId,
        loadTimeoutMs: options.loadTimeoutMs ?? FRAME_LOAD_TIMEOUT_MS,
        onApproval: (open) => {
          approvalOpen = open
          for (const listener of approvalListeners) listener(open)
        },
        onSignedOut: () => emit('accountsChanged', []),
      }).then((frame) => {
        sendTheme(frame)
        sendLocale(frame)
        return frame
      })
    })
    // A frame that did not load is tried again (a new iframe) on the next use.
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  async function ask<T extends AppRequestType>(
    type: T,
    payload: AppRequestPayload<T>,
    timeoutMs = requestTimeoutMs,
  ): Promise<FrameSuccessPayload<T>> {
    const { channel } = await load()
    return channel.request(type, payload, { timeoutMs })
  }

  /** A login step: its failure becomes the modal's error. */
  const step = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toEmbeddedError(error)
    }
  }

  const isConnected = async () => (await ask('IS_CONNECTED', {})).isConnected

  /** A request answered when the person is done with the frame's own screen; the page only waits. */
  const onScreen = async <T extends 'UPDATE_EMAIL' | 'OPEN_ACCOUNT_SECURITY'>(type: T) => {
    screensOpen += 1
    try {
      // both requests carry nothing: the page only waits for the person on the frame's screen
      return await ask(type, {} as AppRequestPayload<T>, FRAME_SCREEN_TIMEOUT_MS)
    } finally {
      screensOpen -= 1
    }
  }

  async function rpc(method: string, params: unknown): Promise<unknown> {
    // refused before the frame is even loaded: no unlisted method ever crosses it
    if (!isAllowedRpcMethod(method)) {
      await new Promise((resolve) => setTimeout(resolve, RPC_NOT_ALLOWED_DELAY_MS))
      throw new ProviderRpcError(4200, 'Requested RPC call is not allowed')
    }
    const { result } = await ask('RPC_REQUEST', {
      method,
      ...(params === undefined ? {} : { params: params as never }),
    })
    return result
  }

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      try {
        switch (method) {
          case 'eth_accounts':
            return (await isConnected()) ? await rpc(method, params) : []
          case 'eth_chainId':
            return toHex((await ask('GET_CHAIN_ID', {})).chainId)
          case 'wallet_switchEthereumChain': {
            const [target] = Array.isArray(params) ? params : []
            const chainId = Number(Reflect.get(Object(target), 'chainId'))
            const switched = await ask('SWITCH_NETWORK', { chainId: `eip155:${chainId}` })
            emit('chainChanged', toHex(switched.chainId))
            return null
          }
          case 'wallet_revokePermissions':
            // Disconnecting signs out of the frame (its session and the unlocked key), within 3 s.
            await ask('SIGN_OUT', {}, SIGN_OUT_TIMEOUT_MS)
            // the login's other namespaces (the Solana adapter) hear that it ended
            emit('accountsChanged', [])
            return null
          default:
            return await rpc(method, params)
        }
      } catch (error) {
        throw error instanceof ProviderRpcError ? error : toProviderError(error)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const embedded: EmbeddedWalletControls = {
    load: () => step(async () => void (await load())),
    connectEmail: (email) =>
      step(async () => (await ask('CONNECT_EMAIL', { email })).action as EmailLoginStep),
    connectDevice: () => step(async () => void (await ask('CONNECT_DEVICE', {}))),
    connectOtp: (otp) => step(async () => void (await ask('CONNECT_OTP', { otp }))),
    socialRedirectUri: (provider, returnUri) =>
      step(async () => (await ask('GET_SOCIAL_REDIRECT_URI', { provider, returnUri })).uri),
    connectSocial: (provider, uri) => step(async () => void (await ask('CONNECT_SOCIAL', { provider, uri }))),
    farcasterUrl: () => step(async () => (await ask('CONNECT_FARCASTER', {})).url),
    waitFarcaster: () => step(async () => void (await ask('WAIT_FARCASTER', {}))),
    confirmFarcaster: (code) => step(async () => void (await ask('CONFIRM_FARCASTER', { code }))),
    reload() {
      // a new frame on the next use; the old one's unanswered requests reject (FRAME_CLOSED)
      const current = loading
      loading = undefined
      void current?.then((frame) => frame.remove()).catch(() => {})
    },
    // the frame asks for the address and the codes on its own screen: the page carries neither
    updateEmail: () => step(async () => (await onScreen('UPDATE_EMAIL')).email),
    openAccountSecurity: () => step(async () => void (await onScreen('OPEN_ACCOUNT_SECURITY'))),
    placeFrame(placement) {
      // Only a frame already loaded can be asking for approval; none is loaded for it.
      void loading?.then((frame) => frame.place(placement)).catch(() => {})
    },
    rejectApproval() {
      if (!approvalOpen && screensOpen === 0) return
      approvalOpen = false
      ask('REJECT_APPROVAL', {}).catch(() => {})
    },
    syncTheme(scheme) {
      if (scheme === colorScheme) return
      colorScheme = scheme
      // only a frame already loaded (or loading) is told now; a later one is told when it loads
      void loading?.then(sendTheme).catch(() => {})
    },
    syncLocale(tag) {
      const spoken = FRAME_LOCALES.find((each) => each === tag) ?? 'en'
      if (spoken === locale) return
      locale = spoken
      // as syncTheme: a frame loaded later is told when it loads
      void loading?.then(sendLocale).catch(() => {})
    },
  }

  return {
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: 'Email',
    type: 'AUTH',
    chain: 'eip155',
    provider,
    embedded,
    setProjectId(id) {
      projectId = id
    },
    getUser: async () => (await frameChunk()).readUser(ask),
    readLogin: async (preferredAccountType) => (await frameChunk()).readLogin(ask, preferredAccountType),
    switchAccountType: (type) =>
      step(async () => (await frameChunk()).switchFrameAccountType(ask, emit, type)),
    onApproval(listener) {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
  }
}
