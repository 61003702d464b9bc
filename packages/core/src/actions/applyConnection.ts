import type { AdapterConnection } from '../adapter'
import type { Latch } from '../createLatch'
import { setActiveConnectorId } from '../rules/activeConnector'
import { withAccount } from '../store/update'
import type { ChainNamespace } from '../types'
import { toCaipAddress } from '../utils/caip'

export interface ApplyConnectionParameters {
  namespace: ChainNamespace
  connection: AdapterConnection
}

/**
 * Records a wallet connection as the namespace's active one (multiWallet off: it replaces the others).
 *
 * @example applyConnection(latch, { namespace: 'eip155', connection })
 */
export function applyConnection(latch: Latch, parameters: ApplyConnectionParameters): void {
  const { namespace, connection } = parameters
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
      [namespace]: [
        {
          connectorId: connection.connectorId,
          accounts: [{ address: connection.address }],
          ...(connection.authName ? { auth: { name: connection.authName } } : {}),
        },
      ],
    },
  }))
}
