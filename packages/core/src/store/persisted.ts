import type { ResolvedConfig } from '../config/types'
import type { LatchStorage } from '../storage/createStorage'
import { type CaipNetworkId, CHAIN_NAMESPACES, type ChainNamespace, type RecentWallet } from '../types'
import type { LatchState } from './state'

const KEYS = {
  recentWallets: 'recentWallets',
  activeConnectorIds: 'activeConnectorIds',
  activeCaipNetworkId: 'activeCaipNetworkId',
} as const

/**
 * A recent wallet as stored: id and name only. Its icon is never stored: any page script can
 * announce a wallet, and a large data URI would sit in the host's storage quota for good.
 */
function toStoredWallet({ id, name }: RecentWallet): RecentWallet {
  return { id, name }
}

function parseRecentWallets(raw: unknown): RecentWallet[] | undefined {
  if (!Array.isArray(raw)) return undefined
  return raw
    .filter(
      (w): w is RecentWallet =>
        typeof w === 'object' && w !== null && typeof w.id === 'string' && typeof w.name === 'string',
    )
    .map(toStoredWallet)
}

function parseConnectorIds(raw: unknown): Partial<Record<ChainNamespace, string>> | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const ids: Partial<Record<ChainNamespace, string>> = {}
  for (const namespace of CHAIN_NAMESPACES) {
    const id = (raw as Record<string, unknown>)[namespace]
    if (typeof id === 'string') ids[namespace] = id
  }
  return ids
}

/** Reads what a previous visit left; anything unreadable or stale is ignored. */
export function loadPersisted(storage: LatchStorage, config: ResolvedConfig) {
  const network = storage.get(KEYS.activeCaipNetworkId, (raw) =>
    typeof raw === 'string' && config.networks.some((n) => n.caipNetworkId === raw)
      ? (raw as CaipNetworkId)
      : undefined,
  )
  return {
    recentWallets: storage.get(KEYS.recentWallets, parseRecentWallets) ?? [],
    activeConnectorIds: storage.get(KEYS.activeConnectorIds, parseConnectorIds) ?? {},
    activeCaipNetworkId: network,
  }
}

/** Writes the parts of state that outlive a page load. */
export function savePersisted(storage: LatchStorage, state: LatchState, supported: boolean) {
  storage.set(KEYS.recentWallets, state.recentWallets.map(toStoredWallet))
  storage.set(KEYS.activeConnectorIds, state.activeConnectorIds)
  // An unsupported wallet chain is not a choice to restore.
  if (supported) storage.set(KEYS.activeCaipNetworkId, state.activeCaipNetworkId)
}
