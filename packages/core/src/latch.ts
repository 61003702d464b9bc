// The Latch instance's type. What a host sees is its config and adapters; the store, the storage and
// the bookkeeping sit under a symbol that only @latch/core/internal names, so that a host reads state
// through the getters and watchers (getAccount, watchAccount...) and never through the store by accident.
import type { ChainAdapter } from './adapter'
import type { ApiInternal } from './api/internal'
import type { ResolvedConfig } from './config/types'
import type { LatchError } from './errors/LatchError'
import type { LatchStorage } from './storage/createStorage'
import type { LatchStore } from './store/createLatchStore'
import type { ChainNamespace } from './types/network'

/** The key of an instance's own parts; exported by `@latch/core/internal` only. */
export const LATCH_PARTS: unique symbol = Symbol('latch.parts')

/** Mutable bookkeeping of one instance that is not state to render. */
export interface LatchInternal {
  mounts: number
  /** Stops what the first mountLatch started: adapters, persistence, the service mount. */
  stopMounted?: () => void
  snackbarTimer?: ReturnType<typeof setTimeout>
  /** The pending connect's way out: closing the modal aborts it with ModalClosedError. */
  connectAttempt?: AbortController
  /**
   * The Swap form's next quote: the timer that waits for typing to pause, and the read in flight,
   * aborted when the form changes so an answer for an older amount never lands.
   */
  swapQuote?: { timer?: ReturnType<typeof setTimeout>; controller?: AbortController }
  /**
   * The error-report path, set while the service mount runs (with `api` config): actions hand
   * their failures to it through reportActionError, and it sends at most 5 per 60 s.
   */
  reportError?: (error: LatchError) => void
  /** Failures reported before the report path loaded (a reconnect at page load), sent once it has. */
  pendingReports?: LatchError[]
  /** When each address's native balance was last read: `${caipNetworkId}:${address}` → ms. */
  balanceReadAt: Map<string, number>
  /** The service clients' caches and limits (identity, portfolio, names, error reports). */
  api: ApiInternal
}

/** An instance's own parts: its state, where it persists, and its bookkeeping. */
export interface LatchParts {
  readonly store: LatchStore
  readonly storage: LatchStorage
  readonly internal: LatchInternal
}

/**
 * One Latch instance (from `createLatch`): its config, its adapters and, out of a host's reach, its
 * state. Read state with the getters and watchers (`getAccount`, `watchAccount`, `getNetwork`...);
 * act with the actions, which all take the instance first.
 */
export interface Latch {
  readonly config: ResolvedConfig
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Latch's own packages' access to the instance's parts, through `@latch/core/internal`. */
  readonly [LATCH_PARTS]: LatchParts
}

/**
 * The instance's store: Latch's own packages read and write state through it.
 *
 * @example const view = getStore(latch).getState().router.view
 */
export function getStore(latch: Latch): LatchStore {
  return latch[LATCH_PARTS].store
}

/**
 * The instance's storage (what persists across page loads).
 *
 * @example getStorage(latch).set('recentWallets', [])
 */
export function getStorage(latch: Latch): LatchStorage {
  return latch[LATCH_PARTS].storage
}

/**
 * The instance's mutable bookkeeping (timers, the pending connect, the services' caches).
 *
 * @example getLatchInternal(latch).connectAttempt?.abort()
 */
export function getLatchInternal(latch: Latch): LatchInternal {
  return latch[LATCH_PARTS].internal
}

/**
 * Whether `value` is a Latch instance made by `createLatch`.
 *
 * @example if (!isLatch(value)) throw new InvalidInputError('latch', 'a Latch instance is required')
 */
export function isLatch(value: unknown): value is Latch {
  return typeof value === 'object' && value !== null && LATCH_PARTS in value
}
