import type { Connector } from '../types/connector'

export type ConnectorGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** Spec §2: connector type order defaults to walletConnect, recent, injected, featured, custom, external, recommended. */
export const CONNECTOR_TYPE_ORDER: readonly ConnectorGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

export interface OrderConnectorsOptions {
  recentIds?: string[]
  featuredIds?: string[]
  customIds?: string[]
  recommendedIds?: string[]
  /** A host-configured group order; groups it leaves out follow in the default order. */
  order?: readonly ConnectorGroup[]
}

export interface OrderedConnector {
  group: ConnectorGroup
  connector: Connector
}

/**
 * Position in the recent list of the entry or, for a multi-chain entry, of its first recent child;
 * `undefined` when none is recent. Grouping and ranking both read it, so they cannot disagree.
 */
function recentRank(connector: Connector, recentIds: readonly string[]): number | undefined {
  const ids = [connector.id, ...(connector.connectors ?? []).map((child) => child.id)]
  const ranks = ids.map((id) => recentIds.indexOf(id)).filter((rank) => rank >= 0)
  return ranks.length ? Math.min(...ranks) : undefined
}

function groupOf(connector: Connector, opts: OrderConnectorsOptions): ConnectorGroup | undefined {
  // auth connectors show as email and social methods, not in the wallet list
  if (connector.type === 'AUTH') return undefined
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (recentRank(connector, opts.recentIds ?? []) !== undefined) return 'recent'
  if (connector.type === 'MULTI_CHAIN') {
    const first = connector.connectors?.[0]
    // a multi-chain entry without children has nothing to connect with
    return first ? groupOf(first, opts) : undefined
  }
  if (connector.type === 'ANNOUNCED' || connector.type === 'INJECTED') return 'injected'
  if (opts.featuredIds?.includes(connector.id)) return 'featured'
  if (opts.customIds?.includes(connector.id)) return 'custom'
  if (opts.recommendedIds?.includes(connector.id)) return 'recommended'
  return 'external'
}

/**
 * Groups connectors for the wallet list and orders the groups (default: walletConnect, recent,
 * injected, featured, custom, external, recommended). A recent id wins over the connector's type (a
 * multi-chain entry is recent when it or any of its children is);
 * AUTH connectors are left out. Order within a group is kept; the recent group follows `recentIds`.
 *
 * @example
 * orderConnectorsByType(connectors, { recentIds: ['io.metamask'] })
 * // [{ group: 'walletConnect', connector: wc }, { group: 'recent', connector: metaMask }, …]
 */
export function orderConnectorsByType(
  connectors: Connector[],
  opts: OrderConnectorsOptions,
): OrderedConnector[] {
  // a partial host order must not hide whole groups of wallets, so the missing groups follow
  const order = [...new Set([...(opts.order ?? []), ...CONNECTOR_TYPE_ORDER])]
  const buckets = new Map<ConnectorGroup, Connector[]>(order.map((group) => [group, []]))
  for (const connector of connectors) {
    const group = groupOf(connector, opts)
    if (group) buckets.get(group)?.push(connector)
  }
  const recentIds = opts.recentIds ?? []
  const rank = (connector: Connector) => recentRank(connector, recentIds) ?? recentIds.length
  buckets.get('recent')?.sort((a, b) => rank(a) - rank(b))
  return order.flatMap((group) => (buckets.get(group) ?? []).map((connector) => ({ group, connector })))
}
