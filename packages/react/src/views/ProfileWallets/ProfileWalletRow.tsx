import type { WalletConnection } from '@latch/core/internal'
import { shortenAddress, shortenEmail } from '@latch/core/internal'
import type { Ref } from 'react'
import { WalletImage } from '../../components/WalletImage'
import { useI18n } from '../../i18n/useI18n'
import { walletStatusLabel } from './walletStatusLabel'

/**
 * One held wallet: its icon, name (an email login's email), short address and status, with "Switch"
 * when it is held beside the one in use and "Disconnect" always.
 */
export function ProfileWalletRow({
  connection,
  busy,
  onSwitch,
  onDisconnect,
  disconnectRef,
}: {
  connection: WalletConnection
  /** A switch or disconnect of any row is under way: the buttons wait (aria-disabled, so focus stays on them). */
  busy: boolean
  onSwitch: () => void
  onDisconnect: () => void
  disconnectRef?: Ref<HTMLButtonElement>
}) {
  const { connectorId, status, address } = connection
  const { t } = useI18n()
  const name = connection.authName ? shortenEmail(connection.authName) : connection.name
  return (
    <li className="pw-row" data-testid={`profile-wallet-${connectorId}`} data-status={status}>
      <WalletImage src={connection.imageUrl} />
      <div className="pw-main">
        <span className="pw-name" title={connection.authName ?? connection.name}>
          {name}
        </span>
        <span className="pw-sub">
          {address && (
            <span data-testid="profile-wallet-address" title={address}>
              {shortenAddress(address)}
            </span>
          )}
          {address && ' · '}
          <span data-testid="profile-wallet-status">{t(walletStatusLabel(status))}</span>
        </span>
      </div>
      {status === 'active' && (
        <button
          type="button"
          className="pw-action"
          aria-disabled={busy}
          aria-label={t('profileWallets.switchTo', { name })}
          data-testid={`profile-wallet-switch-${connectorId}`}
          onClick={() => busy || onSwitch()}
        >
          {t('profileWallets.switch')}
        </button>
      )}
      <button
        type="button"
        className="pw-action"
        ref={disconnectRef}
        aria-disabled={busy}
        aria-label={t('profileWallets.disconnectName', { name })}
        data-testid={`profile-wallet-disconnect-${connectorId}`}
        onClick={() => busy || onDisconnect()}
      >
        {t('common.disconnect')}
      </button>
    </li>
  )
}
