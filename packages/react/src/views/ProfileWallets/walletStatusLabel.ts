import type { ConnectorStatus } from '@latch/core'
import type { MessageKey } from '../../i18n/catalogueTypes'

const LABELS: Record<ConnectorStatus, MessageKey> = {
  connected: 'profileWallets.statusInUse',
  active: 'profileWallets.statusConnected',
  disconnected: 'profileWallets.statusDisconnected',
}

/**
 * The catalogue key naming a row's spec §4 status: 'connected' is the wallet in use ('In use'), 'active'
 * one held beside it ('Connected'), 'disconnected' one its wallet dropped.
 *
 * @example t(walletStatusLabel('active')) // 'Connected'
 */
export function walletStatusLabel(status: ConnectorStatus): MessageKey {
  return LABELS[status]
}
