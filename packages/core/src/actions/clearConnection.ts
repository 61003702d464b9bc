import type { Latch } from '../latch'
import { getStore } from '../latch'
import { setActiveConnectorId } from '../rules/activeConnector'
import { withAccount } from '../store/update'
import type { ChainNamespace } from '../types'

export interface ClearConnectionParameters {
  namespace: ChainNamespace
}

/**
 * Forgets a namespace's connection entirely: account, connections and the active connector.
 *
 * @example clearConnection(latch, { namespace: 'eip155' })
 */
export function clearConnection(latch: Latch, parameters: ClearConnectionParameters): void {
  const { namespace } = parameters
  getStore(latch).setState((state) => {
    const connections = { ...state.connections }
    delete connections[namespace]
    return {
      ...withAccount(state, namespace, undefined),
      connections,
      activeConnectorIds: setActiveConnectorId(state.activeConnectorIds, namespace, undefined),
    }
  })
}
