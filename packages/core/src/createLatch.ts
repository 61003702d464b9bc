import type { ChainAdapter } from './adapter'
import { type ApiInternal, createApiInternal } from './api/internal'
import { resolveConfig } from './config/resolveConfig'
import type { LatchConfig, ResolvedConfig } from './config/types'
import type { LatchError } from './errors/LatchError'
import { createStorage, defaultStorageBackend, type LatchStorage } from './storage/createStorage'
import { createLatchStore, type LatchStore } from './store/createLatchStore'
import { loadPersisted } from './store/persisted'
import type { ChainNamespace } from './types'

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
  /** When each address's native balance was last read: `${caipNetworkId}:${address}` → ms. */
  balanceReadAt: Map<string, number>
  /** The service clients' caches and limits (identity, portfolio, names, error reports). */
  api: ApiInternal
}

/** One Latch instance: its own config, store, storage and adapters. */
export interface Latch {
  readonly config: ResolvedConfig
  readonly store: LatchStore
  readonly storage: LatchStorage
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly internal: LatchInternal
}

/**
 * Creates a Latch instance. Nothing is global: two instances never share state.
 * Throws `InvalidConfigError` naming the field when the config cannot be used.
 *
 * @example
 * const latch = createLatch({
 *   networks: [{ caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'https://rpc.example',
 *     nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
 *   adapters: [createEvmAdapter()],
 * })
 */
export function createLatch(config: LatchConfig): Latch {
  const resolved = resolveConfig(config)
  const storage = createStorage(config.storage === undefined ? defaultStorageBackend() : config.storage)
  const persisted = loadPersisted(storage, resolved)
  const activeCaipNetworkId = persisted.activeCaipNetworkId ?? resolved.defaultNetwork
  const store = createLatchStore({
    activeCaipNetworkId,
    activeNamespace: activeCaipNetworkId.split(':')[0] as ChainNamespace,
    recentWallets: persisted.recentWallets,
    activeConnectorIds: persisted.activeConnectorIds,
    locale: resolved.locale,
  })
  return {
    config: resolved,
    store,
    storage,
    adapters: new Map(resolved.adapters.map((adapter) => [adapter.namespace, adapter])),
    internal: { mounts: 0, balanceReadAt: new Map(), api: createApiInternal() },
  }
}
