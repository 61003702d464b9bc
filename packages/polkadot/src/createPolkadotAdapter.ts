import {
  type AdapterConnection,
  type AdapterEvents,
  type ChainAdapter,
  ConnectionRejectedError,
  ConnectionTimeoutError,
  ConnectorNotFoundError,
  FailedToConnectError,
  InvalidInputError,
  type Network,
  SwitchNetworkError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '@latch/core'
import { CONNECT_TIMEOUT_MS, createConnectorRegistry } from '@latch/core/internal'
import * as z from 'zod/mini'
import { estimatePolkadotTransferFee } from './estimatePolkadotTransferFee'
import { getPolkadotBalance } from './getPolkadotBalance'
import type { InjectedExtension, InjectedWeb3Target } from './polkadotExtension'
import { createPolkadotWalletSource, type PolkadotConnectorEntry } from './polkadotWalletSource'
import { readSs58Prefix } from './readSs58Prefix'
import { sendPolkadotTransfer } from './sendPolkadotTransfer'
import { signPolkadotMessage } from './signPolkadotMessage'
import { toPolkadotAccount } from './toPolkadotAccount'
import { toPolkadotAddresses } from './toPolkadotAddresses'
import { toPolkadotWalletError } from './toPolkadotWalletError'
import { EXTRINSIC_TIMEOUT_MS, waitForPolkadotExtrinsic } from './waitForPolkadotExtrinsic'

const optionsSchema = z.object({
  appName: z.optional(z.string().check(z.minLength(1))),
  connectTimeoutMs: z.optional(z.number().check(z.positive())),
  receiptTimeoutMs: z.optional(z.number().check(z.positive())),
  pollIntervalMs: z.optional(z.number().check(z.positive())),
  ss58Prefixes: z.optional(z.record(z.string(), z.number().check(z.int(), z.gte(0), z.lte(16383)))),
  target: z.optional(z.unknown()),
})

export interface PolkadotAdapterOptions {
  /** The name extensions show when they ask the person to allow the page; default the page's title or host. */
  appName?: string
  /** How long `connect` waits for the extension; default `CONNECT_TIMEOUT_MS` (120 s). */
  connectTimeoutMs?: number
  /** How long `waitForTransactionReceipt` waits for inclusion; default `EXTRINSIC_TIMEOUT_MS` (64 blocks). */
  receiptTimeoutMs?: number
  /** How often `window.injectedWeb3` is read for extensions injected later; default 1000 ms. */
  pollIntervalMs?: number
  /** SS58 prefixes by CAIP-2 id; a network not named here has its chain's own, read over its `rpcUrl`. */
  ss58Prefixes?: Record<string, number>
  /** Where extensions inject themselves; defaults to `globalThis.window`. */
  target?: InjectedWeb3Target
}

/** An enabled extension, its network and its accounts as the page last saw them. */
interface Session {
  extension: InjectedExtension
  network: Network
  ss58Prefix: number
  addresses: string[]
  unsubscribe?: () => void
}

/**
 * The polkadot chain adapter: finds injected extensions (`window.injectedWeb3`: polkadot{.js}, Talisman,
 * SubWallet…), connects (the extension asks the person to allow the page) and reconnects (enabling a page
 * allowed before, which extensions grant without asking), forwards account changes, signs messages
 * (sr25519 `signRaw`), sends the native currency (`signPayload`), and over the network's node reads
 * balances (free less frozen), estimates fees and waits for inclusion. Addresses are SS58 in the network's
 * prefix. `@polkadot/api` (a peer) loads on first use of the node. It lives in its own package so that a
 * host without Polkadot networks ships none of it.
 *
 * @example
 * const latch = createLatch({ networks: [assetHub], adapters: [createEvmAdapter(), createPolkadotAdapter()] })
 */
export function createPolkadotAdapter(options: PolkadotAdapterOptions = {}): ChainAdapter {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new InvalidInputError(`options.${issue.path.join('.')}`, issue.message)
  }
  const timeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
  const receiptTimeoutMs = options.receiptTimeoutMs ?? EXTRINSIC_TIMEOUT_MS
  const ss58Prefixes = options.ss58Prefixes ?? {}
  const appName = () =>
    options.appName ?? (globalThis.document?.title || globalThis.location?.host || 'Latch')
  let networks: readonly Network[] = []
  let events: AdapterEvents | undefined
  const registry = createConnectorRegistry<PolkadotConnectorEntry>()
  const sessions = new Map<string, Session>()
  const sessionOf = (connectorId: string) => {
    const session = sessions.get(connectorId)
    if (!session) throw new ConnectorNotFoundError(connectorId)
    return session
  }
  const end = (connectorId: string) => {
    sessions.get(connectorId)?.unsubscribe?.()
    sessions.delete(connectorId)
  }

  /** Enables the extension and reads its accounts; throws what the extension threw. */
  const open = async (entry: PolkadotConnectorEntry, network: Network): Promise<AdapterConnection> => {
    const extension = await withTimeout(entry.entry.enable(appName()), timeoutMs)
    const ss58Prefix = await readSs58Prefix(network, ss58Prefixes)
    const addresses = toPolkadotAddresses(await extension.accounts.get(), ss58Prefix)
    if (addresses.length === 0) {
      throw new FailedToConnectError({ details: 'The extension shares no Polkadot account with this page.' })
    }
    const connectorId = entry.connector.id
    end(connectorId)
    const session: Session = { extension, network, ss58Prefix, addresses }
    sessions.set(connectorId, session)
    watchAccounts(connectorId, session)
    return {
      connectorId,
      address: addresses[0]!,
      caipNetworkId: network.caipNetworkId,
      accounts: addresses.map(toPolkadotAccount),
    }
  }

  const watchAccounts = (connectorId: string, session: Session) => {
    const onAccounts = (accounts: unknown) => {
      if (sessions.get(connectorId) !== session) return
      const addresses = toPolkadotAddresses(accounts, session.ss58Prefix)
      if (addresses.join() === session.addresses.join()) return
      session.addresses = addresses
      if (addresses.length > 0) events?.accountsChanged(connectorId, addresses)
      else events?.disconnect(connectorId)
    }
    Promise.resolve(session.extension.accounts.subscribe(onAccounts))
      .then((unsubscribe) => {
        if (sessions.get(connectorId) === session) session.unsubscribe = unsubscribe
        else unsubscribe()
      })
      .catch(() => {
        // an extension without working subscriptions still connects; changes then go unseen
      })
  }

  const polkadotNetwork = (network: Network | undefined) => {
    if (network?.chainNamespace !== 'polkadot') return undefined
    return network
  }

  return {
    namespace: 'polkadot',

    setup({ networks: configured, onConnectors, events: adapterEvents }) {
      networks = configured
      events = adapterEvents
      registry.subscribe((entries) => onConnectors(entries.map(({ connector }) => connector)))
      registry.start(
        createPolkadotWalletSource({
          target: options.target ?? (globalThis.window as InjectedWeb3Target | undefined),
          pollIntervalMs: options.pollIntervalMs ?? 1_000,
        }),
      )
      return () => {
        registry.stop()
        for (const connectorId of [...sessions.keys()]) end(connectorId)
        events = undefined
      }
    },

    async connect({ connectorId, network }) {
      const entry = registry.get(connectorId)
      if (!polkadotNetwork(network)) {
        throw new FailedToConnectError({ details: `${network.caipNetworkId} is not a Polkadot network.` })
      }
      try {
        return await open(entry, network)
      } catch (error) {
        if (error instanceof ConnectionTimeoutError || error instanceof FailedToConnectError) throw error
        const mapped = toPolkadotWalletError(error, (details) => new FailedToConnectError(details))
        if (mapped instanceof UserRejectedRequestError) throw new ConnectionRejectedError({ cause: mapped })
        throw mapped
      }
    },

    async reconnect({ connectorId }) {
      const network = networks.find((candidate) => polkadotNetwork(candidate))
      if (!network) return undefined
      const entry = await registry.waitFor(connectorId)
      if (!entry) return undefined
      try {
        return await open(entry, network)
      } catch {
        // the extension no longer allows the page (or is gone): not connected, no error to show
        return undefined
      }
    },

    async disconnect({ connectorId }) {
      // Extensions have no disconnect: the page stops listening and forgets the handle.
      end(connectorId)
    },

    async switchNetwork({ connectorId, network }) {
      const session = sessionOf(connectorId)
      if (!polkadotNetwork(network)) {
        throw new SwitchNetworkError({ details: `${network.caipNetworkId} is not a Polkadot network.` })
      }
      // Extensions have no current chain: the same keys serve every network, written in its prefix.
      const ss58Prefix = await readSs58Prefix(network, ss58Prefixes)
      const addresses = toPolkadotAddresses(session.addresses, ss58Prefix)
      const changed = addresses.join() !== session.addresses.join()
      Object.assign(session, { network, ss58Prefix, addresses })
      events?.chainChanged(connectorId, network.caipNetworkId)
      if (changed) events?.accountsChanged(connectorId, addresses)
    },

    async getBalance({ address, network }) {
      return getPolkadotBalance({ address, network })
    },

    async signMessage({ connectorId, address, message }) {
      return signPolkadotMessage(sessionOf(connectorId).extension, { address, message })
    },

    async sendTransfer({ connectorId, token, ...transfer }) {
      if (token !== undefined) {
        throw new UnsupportedMethodError({ details: 'The polkadot adapter sends the native currency only.' })
      }
      return sendPolkadotTransfer(sessionOf(connectorId).extension, transfer)
    },

    async estimateTransferFee({ token, ...transfer }) {
      if (token !== undefined) {
        throw new UnsupportedMethodError({ details: 'The polkadot adapter sends the native currency only.' })
      }
      return estimatePolkadotTransferFee(transfer)
    },

    async waitForTransactionReceipt({ hash, network }) {
      return waitForPolkadotExtrinsic({ hash, network, timeoutMs: receiptTimeoutMs })
    },
  }
}

function withTimeout<value>(promise: Promise<value>, timeoutMs: number): Promise<value> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectionTimeoutError(timeoutMs)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
