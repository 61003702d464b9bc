import {
  type AdapterEvents,
  type ChainAdapter,
  FailedToConnectError,
  fromRpcError,
  InvalidInputError,
  type Network,
  SendValidationError,
  SwitchNetworkError,
} from '@latch/core'
import { CONNECT_TIMEOUT_MS, createConnectorRegistry } from '@latch/core/internal'
import { getWallets } from '@wallet-standard/app'
import { connectSolanaWallet } from './connectSolanaWallet'
import { estimateSolanaTransferFee } from './estimateSolanaTransferFee'
import type { InjectedSolanaTarget } from './findInjectedSolanaProvider'
import { type EmbeddedSolanaSource, fromEmbeddedWallet } from './fromEmbeddedWallet'
import { getSolBalance } from './getSolBalance'
import { isSolanaAccountAddress } from './isSolanaAccountAddress'
import { selectClusterId } from './selectClusterId'
import { sendSolTransfer } from './sendSolTransfer'
import { sendSplTransfer } from './sendSplTransfer'
import { signSolanaMessage } from './signSolanaMessage'
import {
  createSolanaWalletSource,
  type SolanaConnectorEntry,
  type StandardWalletRegistry,
} from './solanaWalletSource'
import { SIGNATURE_TIMEOUT_MS, waitForSignature } from './waitForSignature'

export interface SolanaAdapterOptions {
  /** How long `connect` waits for the wallet; default `CONNECT_TIMEOUT_MS` (120 s). */
  connectTimeoutMs?: number
  /**
   * How long `waitForTransactionReceipt` waits for a transaction to be confirmed; default
   * `SIGNATURE_TIMEOUT_MS` (60 s, about the life of the blockhash it was built on).
   */
  receiptTimeoutMs?: number
  /** The wallet-standard registry; defaults to `@wallet-standard/app`'s `getWallets()`, the page's one. */
  wallets?: StandardWalletRegistry
  /** Where injected providers live (`phantom.solana`, `solana`); defaults to `globalThis.window`. */
  target?: InjectedSolanaTarget
  /**
   * The email and social login: the connector `@latch/embedded-wallet`'s `embeddedWallet()` made (the very
   * one given to the EVM adapter too, if any), so one frame and one login serve the user's accounts on every
   * namespace. Read by its shape: this package depends neither on it nor on `@latch/evm`.
   */
  embeddedWallet?: EmbeddedSolanaSource
}

/** The embedded wallet's connector id, the same on every namespace (the persisted connection names it). */
const EMBEDDED_WALLET_CONNECTOR_ID = 'AUTH'

function isEmbeddedSolanaSource(value: unknown): value is EmbeddedSolanaSource {
  const source = value as Partial<EmbeddedSolanaSource> | undefined
  return (
    typeof source?.name === 'string' &&
    typeof source.embedded?.load === 'function' &&
    typeof source.provider?.request === 'function' &&
    typeof source.getUser === 'function' &&
    typeof source.readLogin === 'function' &&
    typeof source.setProjectId === 'function'
  )
}

/**
 * The solana chain adapter: finds wallets (wallet-standard, then the injected provider), connects and
 * reconnects without a prompt, forwards account changes, signs messages, sends SOL and SPL tokens through
 * the wallet, and over the network's RPC reads SOL balances, estimates transfer fees and waits for a
 * sent transfer's confirmation. Each call makes an independent adapter. It lives in its own package so that a host
 * without Solana networks ships none of it.
 *
 * @example
 * const latch = createLatch({ networks: [localnet], adapters: [createEvmAdapter(), createSolanaAdapter()] })
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const source = options.embeddedWallet
  if (source !== undefined && !isEmbeddedSolanaSource(source))
    throw new InvalidInputError(
      'embeddedWallet',
      'must be the connector embeddedWallet() from @latch/embedded-wallet made',
    )
  const timeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
  const receiptTimeoutMs = options.receiptTimeoutMs ?? SIGNATURE_TIMEOUT_MS
  let networks: readonly Network[] = []
  let events: AdapterEvents | undefined
  const registry = createConnectorRegistry<SolanaConnectorEntry>()
  const embeddedEntry: SolanaConnectorEntry | undefined = source && {
    connector: {
      id: EMBEDDED_WALLET_CONNECTOR_ID,
      name: source.name,
      type: 'AUTH',
      chain: 'solana',
      embedded: source.embedded,
    },
    wallet: fromEmbeddedWallet(source, {
      rpcUrlOf: (chain) => networks.find((network) => network.caipNetworkId === chain)?.rpcUrl,
    }),
  }

  const walletOf = (connectorId: string) => registry.get(connectorId).wallet
  const watch = ({ connector, wallet }: SolanaConnectorEntry) =>
    registry.attach(
      connector.id,
      wallet.watch((addresses) => {
        if (addresses.length > 0) events?.accountsChanged(connector.id, addresses)
        else events?.disconnect(connector.id)
      }),
    )

  /** The email or social user name of an embedded-wallet login, which the Account shows in place of a wallet name. */
  const authNameOf = async (entry: SolanaConnectorEntry) => {
    if (entry !== embeddedEntry || !source) return {}
    // the login's name only: its account types (smart account or EOA) are its eip155 account's
    const login = await source.readLogin().catch(() => undefined)
    if (login?.authName === undefined) return {}
    return { authName: login.authName, ...(login.authProvider ? { authProvider: login.authProvider } : {}) }
  }

  const connectionOf = async (entry: SolanaConnectorEntry, address: string, requested?: Network) => {
    const caipNetworkId = selectClusterId({ walletChains: entry.wallet.chains, networks, requested })
    if (!caipNetworkId) {
      throw new FailedToConnectError({ details: 'Neither the host nor the wallet names a Solana cluster.' })
    }
    return { connectorId: entry.connector.id, address, caipNetworkId, ...(await authNameOf(entry)) }
  }

  return {
    namespace: 'solana',

    setup({ networks: configured, onConnectors, events: adapterEvents, projectId }) {
      // the same connector the EVM adapter may hold: the same project, set before its frame can load
      source?.setProjectId(projectId)
      networks = configured
      events = adapterEvents
      registry.subscribe((entries) => onConnectors(entries.map(({ connector }) => connector)))
      registry.start(
        createSolanaWalletSource(
          {
            registry: options.wallets ?? getWallets(),
            target: options.target ?? (globalThis.window as InjectedSolanaTarget | undefined),
          },
          embeddedEntry,
        ),
      )
      return () => {
        registry.stop()
        events = undefined
      }
    },

    async connect({ connectorId, network }) {
      const entry = registry.get(connectorId)
      const address = await connectSolanaWallet(entry.wallet, { silent: false, timeoutMs })
      const connection = await connectionOf(entry, address!, network)
      watch(entry)
      return connection
    },

    async reconnect({ connectorId }) {
      const entry = await registry.waitFor(connectorId)
      if (!entry) return undefined
      const address = await connectSolanaWallet(entry.wallet, { silent: true, timeoutMs })
      if (!address) return undefined
      const connection = await connectionOf(entry, address)
      watch(entry)
      return connection
    },

    async disconnect({ connectorId }) {
      registry.detach(connectorId)
      const entry = registry.find(connectorId)
      if (!entry) return
      try {
        await entry.wallet.disconnect()
      } catch (error) {
        throw fromRpcError(error)
      }
    },

    async switchNetwork({ connectorId, network }) {
      // Wallet-standard wallets have no current cluster to switch: requests name theirs. Only a cluster
      // the wallet says it does not serve is refused.
      const wallet = walletOf(connectorId)
      if (wallet.chains.length > 0 && !wallet.chains.includes(network.caipNetworkId)) {
        throw new SwitchNetworkError({
          details: `The wallet serves ${wallet.chains.join(', ')}, not ${network.caipNetworkId}.`,
        })
      }
      events?.chainChanged(connectorId, network.caipNetworkId)
    },

    async getBalance({ address, network }) {
      return getSolBalance({ address, network })
    },

    async signMessage({ connectorId, address, message }) {
      return signSolanaMessage(walletOf(connectorId), { address, message })
    },

    async sendTransfer({ connectorId, token, ...transfer }) {
      const wallet = walletOf(connectorId)
      if (!isSolanaAccountAddress(transfer.to)) {
        throw new SendValidationError('invalid-receiver', 'Invalid receiver address', {
          details: `${transfer.to} is not a Solana address (32–44 base58 characters decoding to 32 bytes).`,
        })
      }
      if (token === undefined) return sendSolTransfer(wallet, transfer)
      if (!isSolanaAccountAddress(token)) {
        throw new InvalidInputError('token', `${token} is not a Solana mint address`)
      }
      return sendSplTransfer(wallet, { ...transfer, token })
    },

    async estimateTransferFee(transfer) {
      return estimateSolanaTransferFee(transfer)
    },

    async waitForTransactionReceipt({ hash, network }) {
      return waitForSignature({ hash, network, timeoutMs: receiptTimeoutMs })
    },
  }
}
