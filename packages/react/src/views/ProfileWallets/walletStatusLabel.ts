import type { ConnectorStatus } from '@latch/core'

const LABELS: Record<ConnectorStatus, string> = {
  connected: 'In use',
  active: 'Connected',
  disconnected: 'Disconnected',
}

/**
 * How a row names its connection's spec §4 status: 'connected' is the wallet in use, 'active' one held
 * beside it, 'disconnected' one its wallet dropped.
 *
 * @example walletStatusLabel('active') // 'Connected'
 */
export function walletStatusLabel(status: ConnectorStatus): string {
  return LABELS[status]
}
