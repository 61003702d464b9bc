import { ConnectorNotFoundError } from '../errors/connection'
import type { WalletCandidate, WalletSource } from './walletSource'

export type { WalletCandidate, WalletIdentity, WalletSource } from './walletSource'

/**
 * How long `waitFor` waits by default for a wallet that is not listed yet: wallets answer discovery at
 * once, so only one whose script runs after the page's (an extension injecting late) needs it.
 */
export const LATE_WALLET_WAIT_MS = 1_000

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
  /** The wallet listed under `id`, if any. */
  find(id: string): entry | undefined
  /** The wallet listed under `id`; throws `ConnectorNotFoundError` when none is. */
  get(id: string): entry
  /**
   * The wallet listed under `id`, waiting up to `timeoutMs` (default `LATE_WALLET_WAIT_MS`) for one that
   * has not arrived yet (an extension whose script runs after the page's); `undefined` when it does not
   * come in time, or discovery is not running (any more).
   */
  waitFor(id: string, timeoutMs?: number): Promise<entry | undefined>
  /**
   * Calls `listener` with the whole list (a fresh array, the listener's to keep) on every change; returns a
   * function that unsubscribes it.
   */
  subscribe(listener: (entries: entry[]) => void): () => void
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
  provider: object
  entry: entry
}

/**
 * The wallet discovery every adapter shares. The adapter's `WalletSource` says which wallets the page offers
 * (EIP-6963 announcements, a wallet-standard registry, injected globals…) and when that may have changed;
 * the registry keeps the list: one entry per id, per wallet object and per name, the first found winning,
 * each entry made once while its wallet stays listed (so a connection keeps its wallet), reports only real
 * changes, waits for wallets that arrive late, and removes every listener on `stop`.
 *
 * @example
 * const registry = createConnectorRegistry<Connector>()
 * registry.subscribe(onConnectors)
 * registry.start({
 *   read: () => found.map((wallet) => ({ id: wallet.id, provider: wallet, create: () => toConnector(wallet) })),
 *   watch: (refresh) => listen(refresh),
 * })
 * const late = await registry.waitFor('io.example.wallet')
 * registry.stop()
 */
export function createConnectorRegistry<entry>(): ConnectorRegistry<entry> {
  let listed: Listed<entry>[] = []
  let source: WalletSource<entry> | undefined
  let stopSource: (() => void) | undefined
  const subscribers = new Set<(entries: entry[]) => void>()
  // each pending waitFor's settle, by the id it waits for
  const waiters = new Map<() => void, string>()
  const attached = new Map<string, () => void>()

  const find = (id: string) => listed.find((item) => item.id === id)?.entry

  const read = () => {
    const next: Listed<entry>[] = []
    // A duplicate is the wallet already listed: its id, object and name all count as taken.
    const taken = new Set<unknown>()
    for (const candidate of source?.read() ?? []) {
      const { id, provider, normalizedName } = candidate
      const nameKey = normalizedName === undefined ? provider : `name:${normalizedName}`
      const duplicate = taken.has(id) || taken.has(provider) || taken.has(nameKey)
      taken.add(id).add(provider).add(nameKey)
      if (duplicate) continue
      const { create } = candidate as Partial<WalletCandidate<entry>>
      next.push(
        listed.find((item) => item.id === id && item.provider === provider) ?? {
          id,
          provider,
          // without `create` the candidate is its own entry (WalletSource.read)
          entry: create ? create() : (candidate as entry),
        },
      )
    }
    return next
  }

  const publish = (next: Listed<entry>[]) => {
    listed = next
    for (const subscriber of subscribers) subscriber(next.map((item) => item.entry))
    for (const [settle, id] of waiters) if (find(id) !== undefined) settle()
  }

  const refresh = () => {
    const next = read()
    if (source && (next.length !== listed.length || next.some((item, i) => item !== listed[i]))) publish(next)
  }

  const detach = (id: string) => {
    attached.get(id)?.()
    attached.delete(id)
  }

  const stop = () => {
    stopSource?.()
    stopSource = source = undefined
    listed = []
    for (const id of attached.keys()) detach(id)
    for (const settle of waiters.keys()) settle()
    subscribers.clear()
  }

  return {
    start(next) {
      if (source) stop()
      // Refreshes wait for the first report: wallets that answer while the source starts listening are in it.
      stopSource = next.watch?.(refresh)
      source = next
      publish(read())
    },
    stop,
    find,
    get(id) {
      const entry = find(id)
      if (entry === undefined) throw new ConnectorNotFoundError(id)
      return entry
    },
    waitFor(id, timeoutMs = LATE_WALLET_WAIT_MS) {
      return new Promise((resolve) => {
        const settle = () => {
          clearTimeout(timer)
          waiters.delete(settle)
          resolve(find(id))
        }
        const timer = setTimeout(settle, timeoutMs)
        waiters.set(settle, id)
        // listed already, or discovery is not running (any more): nothing to wait for
        if (find(id) !== undefined || !source) settle()
      })
    },
    subscribe(subscriber) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    attach(id, detachWallet) {
      detach(id)
      attached.set(id, detachWallet)
    },
    detach,
  }
}
