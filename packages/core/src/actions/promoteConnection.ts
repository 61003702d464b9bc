import type { Latch } from '../latch'
import { getStore } from '../latch'
import { connectionsToPromote, markConnectionDisconnected } from '../rules/walletConnections'
import type { ChainNamespace } from '../types'
import { activateConnection } from './activateConnection'

export interface PromoteConnectionParameters {
  namespace: ChainNamespace
  /** The connection that is going: never the one promoted. */
  leaving: string
}

/**
 * The connection in use went: the next live one, in list order, becomes the one in use. A wallet that
 * no longer grants access is marked 'disconnected' and the next is tried. Resolves whether one took over.
 *
 * @example if (!(await promoteConnection(latch, { namespace: 'eip155', leaving: 'io.metamask' }))) clearConnection(latch, { namespace: 'eip155' })
 */
export async function promoteConnection(
  latch: Latch,
  parameters: PromoteConnectionParameters,
): Promise<boolean> {
  const { namespace, leaving } = parameters
  const candidates = connectionsToPromote(getStore(latch).getState().connections[namespace] ?? [], leaving)
  for (const { connectorId } of candidates) {
    try {
      await activateConnection(latch, { namespace, connectorId })
      return true
    } catch {
      getStore(latch).setState((s) => ({
        connections: {
          ...s.connections,
          [namespace]: markConnectionDisconnected(s.connections[namespace] ?? [], connectorId),
        },
      }))
    }
  }
  return false
}
