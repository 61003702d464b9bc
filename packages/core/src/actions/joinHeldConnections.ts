import type { AdapterConnection } from '../adapter'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { addConnection } from '../rules/walletConnections'
import { getFeatures } from '../selectors/getFeatures'
import type { ChainNamespace, Connection } from '../types'
import { toConnection } from './applyConnection'

/**
 * What applyConnection records for a connection: with multiWallet on, the namespace's connections
 * with this one joined as the one in use (spec §6); off, `undefined`: it replaces them, as always.
 *
 * @example applyConnection(latch, { namespace, connection, connections: joinHeldConnections(latch, namespace, connection) })
 */
export function joinHeldConnections(
  latch: Latch,
  namespace: ChainNamespace,
  connection: AdapterConnection,
): Connection[] | undefined {
  if (!getFeatures(latch).multiWallet) return undefined
  return addConnection(getStore(latch).getState().connections[namespace] ?? [], toConnection(connection))
}
