import type { Latch } from '../latch'
import { getStore } from '../latch'
import { markConnectionDisconnected, setConnectionAccounts } from '../rules/walletConnections'
import type { ChainNamespace } from '../types'
import { clearConnection } from './clearConnection'
import { close } from './close'
import { promoteConnection } from './promoteConnection'

export interface FollowHeldWalletParameters {
  namespace: ChainNamespace
  connectorId: string
  /** The accounts the wallet grants now (its accountsChanged); none, or left out (its disconnect): it dropped the page. */
  addresses?: readonly string[]
}

/**
 * With multiWallet on, one of the wallets held side by side changed (spec §4 per-connector status).
 * New accounts: its connection follows them. Dropped (it revoked access or disconnected): the
 * connection stays listed as 'disconnected'; when it was the one in use the next live one takes over,
 * and when none is left the namespace is forgotten as a single wallet's drop would be.
 *
 * @example await followHeldWallet(latch, { namespace: 'eip155', connectorId: 'io.metamask' })
 */
export async function followHeldWallet(latch: Latch, parameters: FollowHeldWalletParameters): Promise<void> {
  const { namespace, connectorId, addresses = [] } = parameters
  const state = getStore(latch).getState()
  const held = state.connections[namespace]?.find((connection) => connection.connectorId === connectorId)
  // A wallet that revokes access says so twice (accountsChanged [] and disconnect): once is enough.
  if (!held || held.status === 'disconnected') return
  const list = state.connections[namespace] ?? []
  const connections = (next: typeof list) => ({ connections: { ...state.connections, [namespace]: next } })
  if (addresses.length > 0)
    return void getStore(latch).setState(connections(setConnectionAccounts(list, connectorId, addresses)))
  getStore(latch).setState(connections(markConnectionDisconnected(list, connectorId)))
  if (state.activeConnectorIds[namespace] !== connectorId) return
  if (await promoteConnection(latch, { namespace, leaving: connectorId })) return
  clearConnection(latch, { namespace })
  if (getStore(latch).getState().router.view !== 'Connect') close(latch)
}
