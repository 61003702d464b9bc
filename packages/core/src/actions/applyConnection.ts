import type { AdapterConnection } from '../adapter'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { setActiveConnectorId } from '../rules/activeConnector'
import { withAccount } from '../store/update'
import type { ChainNamespace, Connection } from '../types'
import { toCaipAddress } from '../utils/caip'

export interface ApplyConnectionParameters {
  namespace: ChainNamespace
  connection: AdapterConnection
  /**
   * The namespace's connections to record: with multiWallet, the held ones with this one joined
   * (addConnection over toConnection's entry); left out, this one alone.
   */
  connections?: Connection[]
  /**
   * Make this namespace and the wallet's network the active ones (default true). A silent reconnect of
   * another namespace than the one the page left off on records its account beside it instead.
   */
  activate?: boolean
}

/**
 * The spec §3 Connection an adapter's answer makes.
 *
 * @example toConnection({ connectorId: 'AUTH', address: '0xabc…', caipNetworkId: 'eip155:1', authName: 'ada@example.com' })
 */
export function toConnection(connection: AdapterConnection): Connection {
  return {
    connectorId: connection.connectorId,
    // the connected address first, as everywhere a connection's accounts are read
    accounts: connection.accounts?.length
      ? [...connection.accounts].sort(
          (a, b) => Number(b.address === connection.address) - Number(a.address === connection.address),
        )
      : [{ address: connection.address }],
    ...(connection.authName
      ? { auth: { name: connection.authName, provider: connection.authProvider } }
      : {}),
  }
}

/**
 * Records a wallet connection as the namespace's active one: alone (multiWallet off), or joined to
 * the ones held beside it as `connections` says (spec §4, §6). The account takes the connection's
 * account type and smart-account facts, when its wallet has them.
 *
 * @example applyConnection(latch, { namespace: 'eip155', connection })
 */
export function applyConnection(latch: Latch, parameters: ApplyConnectionParameters): void {
  const { namespace, connection, activate = true } = parameters
  getStore(latch).setState((state) => ({
    ...withAccount(state, namespace, {
      status: 'connected',
      address: connection.address,
      caipNetworkId: connection.caipNetworkId,
      caipAddress: toCaipAddress(connection.caipNetworkId, connection.address),
      preferredAccountType: connection.accountType,
      smartAccountDeployed: connection.smartAccountDeployed,
      smartAccountEnabled: connection.smartAccountEnabled,
    }),
    ...(activate ? { activeNamespace: namespace, activeCaipNetworkId: connection.caipNetworkId } : {}),
    activeConnectorIds: setActiveConnectorId(state.activeConnectorIds, namespace, connection.connectorId),
    connections: {
      ...state.connections,
      [namespace]: parameters.connections ?? [toConnection(connection)],
    },
  }))
}
