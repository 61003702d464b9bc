import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { ChainNamespace, Connection } from '../types'
import { CHAIN_NAMESPACES } from '../types/network'

/** One wallet connection and the namespace it serves. */
export interface NamespaceConnection extends Connection {
  namespace: ChainNamespace
}

/** Every wallet connection, namespace by namespace; several per namespace with `multiWallet`. */
export type GetConnectionsReturnType = readonly NamespaceConnection[]

/**
 * Every wallet connection the instance holds, in namespace order, each with its accounts and, for an
 * email or social login, its login. Watch them with `watchConnections`.
 *
 * @example
 * const wallets = getConnections(latch).map((c) => c.connectorId)
 */
export function getConnections(latch: Latch): GetConnectionsReturnType {
  const { connections } = getStore(latch).getState()
  return CHAIN_NAMESPACES.flatMap((namespace) =>
    (connections[namespace] ?? []).map((connection) => ({ ...connection, namespace })),
  )
}
