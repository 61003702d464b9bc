import type { Connection } from '../types/connector'

/*
 * A namespace's connections with multiWallet on (spec §4 per-connector statuses): the connection in use
 * is 'connected', the others the page still holds are 'active', and one its wallet dropped is
 * 'disconnected' until the person removes it. Each function returns a new list.
 */

/** Whether the page may still use this connection (it is not one the wallet dropped). */
export function isLiveConnection(connection: Connection): boolean {
  return connection.status !== 'disconnected'
}

/**
 * Makes `connectorId` the connection in use: 'connected', every other live one 'active'.
 *
 * @example
 * markConnectionInUse([{ connectorId: 'a', accounts, status: 'connected' }, { connectorId: 'b', accounts, status: 'active' }], 'b')
 * // a: 'active', b: 'connected'
 */
export function markConnectionInUse(connections: readonly Connection[], connectorId: string): Connection[] {
  return connections.map((connection) => {
    if (connection.connectorId === connectorId) return { ...connection, status: 'connected' }
    return isLiveConnection(connection) ? { ...connection, status: 'active' } : connection
  })
}

/**
 * Adds (or renews, for a connector already in the list) a connection and makes it the one in use;
 * the earlier ones stay, in their order, with a renewed one keeping its place.
 *
 * @example
 * addConnection([{ connectorId: 'io.metamask', accounts, status: 'connected' }], { connectorId: 'AUTH', accounts })
 * // io.metamask 'active', AUTH 'connected'
 */
export function addConnection(connections: readonly Connection[], added: Connection): Connection[] {
  const known = connections.some((connection) => connection.connectorId === added.connectorId)
  const next = known
    ? connections.map((connection) => (connection.connectorId === added.connectorId ? added : connection))
    : [...connections, added]
  return markConnectionInUse(next, added.connectorId)
}

/**
 * The wallet dropped this connection (it revoked access or disconnected): it stays listed as 'disconnected'.
 *
 * @example markConnectionDisconnected(connections, 'io.metamask')
 */
export function markConnectionDisconnected(
  connections: readonly Connection[],
  connectorId: string,
): Connection[] {
  return connections.map((connection) =>
    connection.connectorId === connectorId ? { ...connection, status: 'disconnected' } : connection,
  )
}

/**
 * The wallet now grants other accounts to this connection (its accountsChanged).
 *
 * @example setConnectionAccounts(connections, 'io.metamask', ['0xabc…'])
 */
export function setConnectionAccounts(
  connections: readonly Connection[],
  connectorId: string,
  addresses: readonly string[],
): Connection[] {
  return connections.map((connection) =>
    connection.connectorId === connectorId
      ? { ...connection, accounts: addresses.map((address) => ({ address })) }
      : connection,
  )
}

/**
 * The list without this connector's connection (the person disconnected it).
 *
 * @example removeConnection(connections, 'io.metamask')
 */
export function removeConnection(connections: readonly Connection[], connectorId: string): Connection[] {
  return connections.filter((connection) => connection.connectorId !== connectorId)
}

/**
 * The live connections other than `connectorId`, in list order: the candidates to take over when
 * the connection in use goes.
 *
 * @example connectionsToPromote(connections, 'io.metamask').map((c) => c.connectorId) // ['AUTH']
 */
export function connectionsToPromote(connections: readonly Connection[], connectorId: string): Connection[] {
  return connections.filter(
    (connection) => connection.connectorId !== connectorId && isLiveConnection(connection),
  )
}
