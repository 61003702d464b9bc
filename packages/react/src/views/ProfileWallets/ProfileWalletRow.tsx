import type { WalletConnection } from '@latch/core/internal'
import { shortenAddress, shortenEmail } from '@latch/core/internal'
import type { Ref } from 'react'
import { WalletImage } from '../../components/WalletImage'
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
          <span data-testid="profile-wallet-status">{walletStatusLabel(status)}</span>
        </span>
      </div>
      {status === 'active' && (
        <button
          type="button"
          className="pw-action"
          aria-disabled={busy}
          aria-label={`Switch to ${name}`}
          data-testid={`profile-wallet-switch-${connectorId}`}
          onClick={() => busy || onSwitch()}
        >
          Switch
        </button>
      )}
      <button
        type="button"
        className="pw-action"
        ref={disconnectRef}
        aria-disabled={busy}
        aria-label={`Disconnect ${name}`}
        data-testid={`profile-wallet-disconnect-${connectorId}`}
        onClick={() => busy || onDisconnect()}
      >
        Disconnect
      </button>
    </li>
  )
}
