import { disconnectConnection, LatchError, switchConnection } from '@latch/core'
import { getWalletConnections } from '@latch/core/internal'
import { navigate } from '@latch/core/modal'
import { useCallback, useRef, useState } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { ProfileWalletRow } from './ProfileWalletRow'
import { profileWalletsCss } from './profileWalletsCss'

type Pending = { connectorId: string; action: 'switch' | 'disconnect' }

/**
 * The wallets held side by side (spec §2 ProfileWallets, §6 multiWallet): each with its status, a
 * "Switch" to make it the one in use and a "Disconnect", and "Add wallet" to connect another. With
 * multiWallet off only the active connector's connection is listed.
 */
export function ProfileWallets() {
  const latch = useLatchInstance()
  const connections = useLatchSelector(useCallback((state) => getWalletConnections(latch, state), [latch]))
  // The silent reconnect on page load has not answered yet.
  const restoring = useLatchSelector((state) => state.loadingNamespaceMap[state.activeNamespace] === true)
  const [pending, setPending] = useState<Pending>()
  const [error, setError] = useState<string>()
  const disconnectButtons = useRef(new Map<string, HTMLButtonElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  const { t, message } = useI18n()

  const run = async (next: Pending, action: () => Promise<void>, fallback: string) => {
    setPending(next)
    setError(undefined)
    try {
      await action()
    } catch (cause) {
      setError(cause instanceof LatchError ? cause.shortMessage : fallback)
    } finally {
      setPending(undefined)
    }
  }

  const onSwitch = (connectorId: string) =>
    run(
      { connectorId, action: 'switch' },
      async () => {
        await switchConnection(latch, { connectorId })
        // The row's Switch is gone now that it is in use: the keyboard stays on the row.
        disconnectButtons.current.get(connectorId)?.focus()
      },
      'Failed to switch wallet',
    )

  const onDisconnect = (connectorId: string) =>
    run(
      { connectorId, action: 'disconnect' },
      async () => {
        await disconnectConnection(latch, { connectorId })
        addButton.current?.focus()
      },
      'Failed to disconnect',
    )

  const state = restoring ? 'loading' : error ? 'error' : connections.length === 0 ? 'empty' : 'full'
  return (
    <div className="profile-wallets" data-testid="profile-wallets" data-state={state} aria-busy={!!pending}>
      <style>{profileWalletsCss}</style>
      {restoring ? (
        <div data-testid="profile-wallets-loading">
          <span className="visually-hidden" role="status">
            {t('profileWallets.loading')}
          </span>
          <div className="pw-skeleton" aria-hidden="true" />
        </div>
      ) : connections.length === 0 ? (
        <div className="pw-state" data-testid="profile-wallets-empty">
          <p className="muted" role="status">
            {t('profileWallets.empty')}
          </p>
        </div>
      ) : (
        <ul aria-label={t('profileWallets.list')} data-testid="profile-wallets-list">
          {connections.map((connection) => (
            <ProfileWalletRow
              key={connection.connectorId}
              connection={connection}
              busy={pending !== undefined}
              onSwitch={() => void onSwitch(connection.connectorId)}
              onDisconnect={() => void onDisconnect(connection.connectorId)}
              disconnectRef={(button) => {
                if (button) disconnectButtons.current.set(connection.connectorId, button)
                else disconnectButtons.current.delete(connection.connectorId)
              }}
            />
          ))}
        </ul>
      )}
      {pending && (
        <p className="visually-hidden" role="status">
          {pending.action === 'switch' ? t('profileWallets.switching') : t('profileWallets.disconnecting')}
        </p>
      )}
      {error && (
        <p className="error" role="alert" data-testid="profile-wallets-error" style={{ margin: 0 }}>
          {message(error)}
        </p>
      )}
      <button
        type="button"
        className="primary"
        ref={addButton}
        data-testid="profile-wallets-add"
        onClick={() => navigate(latch, { view: 'Connect' })}
      >
        {t('profileWallets.add')}
      </button>
    </div>
  )
}
