import {
  type AdapterEvents,
  type ApiConfig,
  type ChainAdapter,
  EstimateFeeError,
  FailedToConnectError,
  fromRpcError,
  InvalidInputError,
  type LatchError,
  type Network,
  SendValidationError,
  SwitchNetworkError,
  type WalletAccount,
} from '@latch/core'
import { CONNECT_TIMEOUT_MS, createConnectorRegistry } from '@latch/core/internal'
import { getWallets } from '@wallet-standard/app'
import * as z from 'zod/mini'
import { BITCOIN_ADDRESS_PREFIXES, type BitcoinNetworkName, toBitcoinNetworkName } from './bitcoinNetworks'
import { createBitcoinServices } from './bitcoinServices'
import { type BitcoinWalletAccount, paymentAccountOf } from './bitcoinWallet'
import {
  type BitcoinConnectorEntry,
  createBitcoinWalletSource,
  type InjectedBitcoinTarget,
  type StandardWalletRegistry,
} from './bitcoinWalletSource'
import { connectBitcoinWallet } from './connectBitcoinWallet'
import { getBtcBalance } from './getBtcBalance'
import { signBitcoinMessage } from './signBitcoinMessage'
import {
  BITCOIN_RECEIPT_POLL_MS,
  BITCOIN_RECEIPT_TIMEOUT_MS,
  waitForBitcoinTransaction,
} from './waitForBitcoinTransaction'

/** A wallet address as core keeps it (spec §3 Account), with spec §9's 'ordinal' type for ordinals. */
function toWalletAccount(account: BitcoinWalletAccount): WalletAccount {
  return {
    namespace: 'bip122',
    address: account.address,
    type: account.purpose === 'ordinals' ? 'ordinal' : 'payment',
    publicKey: account.publicKey,
    ...(account.path ? { path: account.path } : {}),
  }
}

/** The relay minimum of Bitcoin nodes: 1 sat/vB. */
const DEFAULT_FEE_RATE_FLOOR = 1

const optionsSchema = z.object({
  api: z.object({ baseUrl: z.url({ protocol: /^https?$/ }), projectId: z.string().check(z.minLength(1)) }),
  addressNetworks: z.optional(
    z.record(
      z.string().check(z.regex(/^bip122:[0-9a-f]{32}$/)),
      z.enum(['mainnet', 'testnet', 'regtest', 'bcoinRegtest']),
    ),
  ),
  feeRateFloor: z.optional(z.number().check(z.positive())),
  connectTimeoutMs: z.optional(z.number().check(z.positive())),
  receiptTimeoutMs: z.optional(z.number().check(z.positive())),
  receiptPollMs: z.optional(z.number().check(z.positive())),
})

export interface BitcoinAdapterOptions {
  /** The provider services: balances, UTXOs, fee rates, broadcast and status go through them. */
  api: ApiConfig
  /**
   * The address network of each `bip122:` network whose genesis does not tell it: regtest is Bitcoin Core's
   * (`bcrt1`) unless named `bcoinRegtest` (`rb1`) here. Mainnet and testnet3 are known.
   */
  addressNetworks?: Record<string, BitcoinNetworkName>
  /** The lowest fee rate a transfer pays, sat/vB (default 1, the relay minimum). */
  feeRateFloor?: number
  /** How long `connect` waits for the wallet; default `CONNECT_TIMEOUT_MS` (120 s). */
  connectTimeoutMs?: number
  /** How long `waitForTransactionReceipt` waits; default an hour. */
  receiptTimeoutMs?: number
  /** How often `waitForTransactionReceipt` asks the services; default 1 s. */
  receiptPollMs?: number
  /** The wallet-standard registry; defaults to `@wallet-standard/app`'s `getWallets()`. */
  wallets?: StandardWalletRegistry
  /** Where injected providers live (`XverseProviders`, `unisat`, `btc`); defaults to `globalThis.window`. */
  target?: InjectedBitcoinTarget
}

/**
 * The bip122 chain adapter: finds Bitcoin wallets (wallet-standard `bitcoin:*` features, sats-connect
 * providers, UniSat), connects on the payment address (spec §6's default type, its ordinals address
 * beside it in the connection's accounts) and reconnects without a prompt, forwards account changes, signs BIP-322 messages, and sends BTC from P2WPKH payment addresses
 * with PSBTs the wallet signs. Balances, UTXOs, fee rates, broadcast and confirmation go through the
 * provider services (`api`). It lives in its own package so that a host without Bitcoin ships none of it.
 *
 * @example
 * const bitcoin = createBitcoinAdapter({ api: { baseUrl: 'http://127.0.0.1:8787', projectId: 'latch-demo' } })
 * const latch = createLatch({ networks: [bitcoinMainnet], adapters: [createEvmAdapter(), bitcoin] })
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions): ChainAdapter {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidInputError(issue?.path.join('.') || 'options', issue?.message ?? 'invalid')
  }
  const { api } = options
  const feeRateFloor = options.feeRateFloor ?? DEFAULT_FEE_RATE_FLOOR
  const timeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
  let networks: readonly Network[] = []
  let events: AdapterEvents | undefined
  const registry = createConnectorRegistry<BitcoinConnectorEntry>()
  const walletOf = (connectorId: string) => registry.get(connectorId).wallet
  const prefixesOf = (network: Network) => {
    const name = toBitcoinNetworkName(network.caipNetworkId, options.addressNetworks)
    if (!name)
      throw new InvalidInputError(
        'network',
        `${network.caipNetworkId}: its address network is unknown; name it in addressNetworks`,
      )
    return { name, prefixes: BITCOIN_ADDRESS_PREFIXES[name] }
  }

  const watch = ({ connector, wallet }: BitcoinConnectorEntry) =>
    registry.attach(
      connector.id,
      wallet.watch((accounts) => {
        const payment = paymentAccountOf(accounts)
        if (payment) events?.accountsChanged(connector.id, [payment.address])
        else events?.disconnect(connector.id)
      }),
    )
  const connectionOf = (
    entry: BitcoinConnectorEntry,
    accounts: BitcoinWalletAccount[],
    requested?: Network,
  ) => {
    const caipNetworkId =
      requested?.caipNetworkId ??
      networks.find((network) => network.chainNamespace === 'bip122')?.caipNetworkId
    if (!caipNetworkId) throw new FailedToConnectError({ details: 'The host names no Bitcoin network.' })
    watch(entry)
    const payment = paymentAccountOf(accounts)!
    return {
      connectorId: entry.connector.id,
      address: payment.address,
      caipNetworkId,
      accountType: 'payment' as const,
      // spec §3 Account: the payment address first, then the others (ordinals)
      accounts: [payment, ...accounts.filter((account) => account !== payment)].map(toWalletAccount),
    }
  }

  return {
    namespace: 'bip122',

    setup({ networks: configured, onConnectors, events: adapterEvents }) {
      networks = configured
      events = adapterEvents
      registry.subscribe((entries) => onConnectors(entries.map(({ connector }) => connector)))
      registry.start(
        createBitcoinWalletSource({
          registry: options.wallets ?? getWallets(),
          target: options.target ?? (globalThis.window as InjectedBitcoinTarget | undefined),
        }),
      )
      return () => {
        registry.stop()
        events = undefined
      }
    },

    async connect({ connectorId, network }) {
      const entry = registry.get(connectorId)
      const accounts = await connectBitcoinWallet(entry.wallet, { silent: false, timeoutMs })
      return connectionOf(entry, accounts, network)
    },

    async reconnect({ connectorId }) {
      const entry = await registry.waitFor(connectorId)
      if (!entry) return undefined
      const accounts = await connectBitcoinWallet(entry.wallet, { silent: true, timeoutMs })
      if (!paymentAccountOf(accounts)) return undefined
      return connectionOf(entry, accounts)
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
      // Bitcoin wallets have no chain to switch: a network is only refused when its addresses are unknown.
      walletOf(connectorId)
      try {
        prefixesOf(network)
      } catch (error) {
        throw new SwitchNetworkError({ details: (error as LatchError).details, cause: error })
      }
      events?.chainChanged(connectorId, network.caipNetworkId)
    },

    getBalance: ({ address, network }) =>
      getBtcBalance(api, { address, caipNetworkId: network.caipNetworkId }),

    async signMessage({ connectorId, address, message }) {
      return signBitcoinMessage(walletOf(connectorId), { address, message })
    },

    async sendTransfer({ connectorId, address, to, amount, token, network }) {
      const wallet = walletOf(connectorId)
      if (token !== undefined) throw new InvalidInputError('token', 'Bitcoin transfers send BTC only')
      const { name, prefixes } = prefixesOf(network)
      // the PSBT and address code (btc-signer, secp256k1) loads with the first send, not with the page
      const [{ isBitcoinAddress }, { sendBitcoinTransfer }] = await Promise.all([
        import('./isBitcoinAddress'),
        import('./sendBitcoinTransfer'),
      ])
      if (!isBitcoinAddress(to, name)) {
        throw new SendValidationError('invalid-receiver', 'Invalid receiver address', {
          details: `${to} is not an address of ${network.name} (${prefixes.bech32}1…).`,
        })
      }
      const services = createBitcoinServices(api, network.caipNetworkId)
      return sendBitcoinTransfer(wallet, { services, from: address, to, amount, prefixes, feeRateFloor })
    },

    async estimateTransferFee({ address, to, amount, network }) {
      const { prefixes } = prefixesOf(network)
      const services = createBitcoinServices(api, network.caipNetworkId)
      try {
        const { planTransferWithServices } = await import('./sendBitcoinTransfer')
        return (
          await planTransferWithServices({ services, from: address, to, amount, prefixes, feeRateFloor })
        ).fee
      } catch (error) {
        if (error instanceof SendValidationError) throw error
        throw new EstimateFeeError({ details: (error as Error).message, cause: error })
      }
    },

    async waitForTransactionReceipt({ hash, network }) {
      return waitForBitcoinTransaction(createBitcoinServices(api, network.caipNetworkId), {
        txid: hash,
        timeoutMs: options.receiptTimeoutMs ?? BITCOIN_RECEIPT_TIMEOUT_MS,
        pollMs: options.receiptPollMs ?? BITCOIN_RECEIPT_POLL_MS,
      })
    },
  }
}
