import { createApiInternal } from './api/internal'
import { resolveConfig } from './config/resolveConfig'
import type { LatchConfig } from './config/types'
import { LATCH_PARTS, type Latch } from './latch'
import { createStorage, defaultStorageBackend } from './storage/createStorage'
import { createLatchStore } from './store/createLatchStore'
import { loadPersisted } from './store/persisted'
import type { ChainNamespace } from './types'

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
    adapters: new Map(resolved.adapters.map((adapter) => [adapter.namespace, adapter])),
    [LATCH_PARTS]: {
      store,
      storage,
      internal: { mounts: 0, balanceReadAt: new Map(), api: createApiInternal() },
    },
  }
}
