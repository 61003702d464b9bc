import type { Connection, ConnectorStatus } from '../types/connector'

/**
 * Per connector: connected when it is the active connector (and has a connection), active when it
 * has a connection, otherwise disconnected.
 *
 * @example
 * getConnectorStatus({ connectorId: 'io.metamask', activeConnectorId: 'io.metamask', connections })
 * // 'connected'
 */
export function getConnectorStatus(opts: {
  connectorId: string
  activeConnectorId?: string
  connections: Connection[]
}): ConnectorStatus {
  // a connection without accounts grants nothing to show or use, so it does not count
  const connected = opts.connections.some(
    (connection) => connection.connectorId === opts.connectorId && connection.accounts.length > 0,
  )
  if (!connected) return 'disconnected'
  return opts.connectorId === opts.activeConnectorId ? 'connected' : 'active'
}
