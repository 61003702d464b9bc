import { UnknownNamespaceError } from '../errors/state'
import type { ChainNamespace } from '../types/network'
import { isChainNamespace } from '../utils/isChainNamespace'

export type ActiveConnectorIds = Partial<Record<ChainNamespace, string>>

function assertNamespace(namespace: string): asserts namespace is ChainNamespace {
  if (!isChainNamespace(namespace)) throw new UnknownNamespaceError(namespace)
}

/**
 * Records the active connector of one namespace (eip155, solana, polkadot, bip122, cosmos) in a new
 * map; `undefined` removes it. An unknown namespace throws UnknownNamespaceError.
 *
 * @example
 * setActiveConnectorId({}, 'eip155', 'io.metamask') // { eip155: 'io.metamask' }
 */
export function setActiveConnectorId(
  map: ActiveConnectorIds,
  namespace: ChainNamespace,
  connectorId: string | undefined,
): ActiveConnectorIds {
  assertNamespace(namespace)
  const next = { ...map }
  if (connectorId === undefined) delete next[namespace]
  else next[namespace] = connectorId
  return next
}

/**
 * The active connector id of one namespace. An unknown namespace throws UnknownNamespaceError.
 *
 * @example
 * getActiveConnectorId({ eip155: 'io.metamask' }, 'eip155') // 'io.metamask'
 */
export function getActiveConnectorId(map: ActiveConnectorIds, namespace: ChainNamespace): string | undefined {
  assertNamespace(namespace)
  return map[namespace]
}
