import { normalizeWalletName } from '../rules/mergeConnectors'
import type { WalletSource } from './walletSource'

export type { WalletCandidate, WalletSource } from './walletSource'

/** The wallets an adapter found, by connector id, and the listeners it holds for them. */
export interface ConnectorRegistry<entry> {
  /**
   * Starts discovery with `source`: reads it now and reports the list to every subscriber (once, even
   * empty), then again whenever the source signals a change that changes the list. Stops a running one first.
   */
  start(source: WalletSource<entry>): void
  /**
   * Stops discovery and forgets everything: removes the source's listeners, the attached wallet listeners
   * and the subscribers, answers pending `waitFor`s `undefined`, and empties the list.
   */
  stop(): void
  /** The wallets listed now, in order. */
  list(): readonly entry[]
  /** The wallet listed under `id`, if any. */
  get(id: string): entry | undefined
  /**
   * The wallet listed under `id`, waiting up to `timeoutMs` for one that has not arrived yet (an extension
   * whose script runs after the page's); `undefined` when it does not come in time or discovery stops.
   */
  waitFor(id: string, timeoutMs: number): Promise<entry | undefined>
  /** Calls `listener` with the whole list on every change; returns a function that unsubscribes it. */
  subscribe(listener: (entries: readonly entry[]) => void): () => void
  /**
   * Keeps `detach`, which removes the listeners set on wallet `id` (its account and chain events), until
   * `detach(id)`, the next `attach` for `id`, or `stop()` calls it.
   */
  attach(id: string, detach: () => void): void
  /** Removes the listeners attached for wallet `id`, if any. */
  detach(id: string): void
}

interface Listed<entry> {
  id: string
  entry: entry
}

/**
 * The wallet discovery every adapter shares. The adapter's `WalletSource` says which wallets the page offers
 * (EIP-6963 announcements, a wallet-standard registry, injected globals…) and when that may have changed;
 * the registry keeps the list: one entry per id and per wallet object (and per name with
 * `oneWalletPerName`), the first found winning, each entry made once so a connection keeps its wallet,
 * reports only real changes, waits for wallets that arrive late, and removes every listener on `stop`.
 *
 * @example
 * const registry = createConnectorRegistry<Connector>()
 * registry.subscribe((connectors) => onConnectors([...connectors]))
 * registry.start({
 *   read: () => found.map((wallet) => ({ id: wallet.id, wallet, create: () => toConnector(wallet) })),
 *   watch: (refresh) => listen(refresh),
 * })
 * const late = await registry.waitFor('io.example.wallet', 1_000)
 * registry.stop()
 */
export function createConnectorRegistry<entry>(): ConnectorRegistry<entry> {
  let listed: Listed<entry>[] = []
  let source: WalletSource<entry> | undefined
  let stopSource: (() => void) | undefined
  let made = new WeakMap<object, Map<string, entry>>()
  let starting = false
  const subscribers = new Set<(entries: readonly entry[]) => void>()
  const waiters = new Set<(stopped: boolean) => void>()
  const attached = new Map<string, () => void>()

  const get = (id: string) => listed.find((item) => item.id === id)?.entry
  const list = () => listed.map((item) => item.entry)

  const read = (from: WalletSource<entry>) => {
    const next: Listed<entry>[] = []
    // A duplicate is the wallet already listed: its id, object and name all count as taken.
    const taken = new Set<unknown>()
    for (const { id, wallet, name, create } of from.read()) {
      const keys = [`id:${id}`, wallet]
      if (from.oneWalletPerName && name !== undefined) keys.push(`name:${normalizeWalletName(name)}`)
      const duplicate = keys.some((key) => taken.has(key))
      for (const key of keys) taken.add(key)
      if (duplicate) continue
      const byId = made.get(wallet) ?? new Map<string, entry>()
      made.set(wallet, byId)
      const entry = byId.has(id) ? (byId.get(id) as entry) : create()
      byId.set(id, entry)
      next.push({ id, entry })
    }
    return next
  }

  const refresh = (first?: boolean) => {
    if (!source || starting) return
    const next = read(source)
    if (!first && next.length === listed.length && next.every((item, i) => item.entry === listed[i]?.entry))
      return
    listed = next
    const entries = list()
    for (const subscriber of [...subscribers]) subscriber(entries)
    for (const waiter of [...waiters]) waiter(false)
  }

  const detach = (id: string) => {
    attached.get(id)?.()
    attached.delete(id)
  }

  const stop = () => {
    stopSource?.()
    stopSource = source = undefined
    for (const id of [...attached.keys()]) detach(id)
    for (const waiter of [...waiters]) waiter(true)
    subscribers.clear()
    listed = []
  }

  return {
    start(next) {
      if (source) stop()
      source = next
      made = new WeakMap()
      // Until the first report, refreshes are no-ops: wallets that answer while `watch` starts are in it.
      starting = true
      try {
        stopSource = next.watch?.(() => refresh())
      } finally {
        starting = false
      }
      refresh(true)
    },
    stop,
    list,
    get,
    waitFor(id, timeoutMs) {
      const found = get(id)
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => {
        const settle = (entry?: entry) => {
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(entry)
        }
        const waiter = (stopped: boolean) => {
          const entry = stopped ? undefined : get(id)
          if (stopped || entry) settle(entry)
        }
        const timer = setTimeout(settle, timeoutMs)
        waiters.add(waiter)
      })
    },
    subscribe(subscriber) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    attach(id, stopListening) {
      detach(id)
      attached.set(id, stopListening)
    },
    detach,
  }
}
