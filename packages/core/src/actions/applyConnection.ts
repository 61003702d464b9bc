import type { AdapterConnection } from '../adapter'
import type { Latch } from '../createLatch'
import { setActiveConnectorId } from '../rules/activeConnector'
import { withAccount } from '../store/update'
import type { ChainNamespace } from '../types'
import { toCaipAddress } from '../utils/caip'

/** Records a wallet connection as the namespace's active one (multiWallet off: it replaces the others). */
export function applyConnection(
  latch: Latch,
  namespace: ChainNamespace,
  connection: AdapterConnection,
): void {
  latch.store.setState((state) => ({
    ...withAccount(state, namespace, {
      status: 'connected',
      address: connection.address,
      caipNetworkId: connection.caipNetworkId,
      caipAddress: toCaipAddress(connection.caipNetworkId, connection.address),
    }),
    activeNamespace: namespace,
    activeCaipNetworkId: connection.caipNetworkId,
    activeConnectorIds: setActiveConnectorId(state.activeConnectorIds, namespace, connection.connectorId),
    connections: {
      ...state.connections,
      [namespace]: [{ connectorId: connection.connectorId, accounts: [{ address: connection.address }] }],
    },
  }))
}

/** Forgets a namespace's connection entirely: account, connections and the active connector. */
export function clearConnection(latch: Latch, namespace: ChainNamespace): void {
  latch.store.setState((state) => {
    const connections = { ...state.connections }
    delete connections[namespace]
    return {
      ...withAccount(state, namespace, undefined),
      connections,
      activeConnectorIds: setActiveConnectorId(state.activeConnectorIds, namespace, undefined),
    }
  })
}
