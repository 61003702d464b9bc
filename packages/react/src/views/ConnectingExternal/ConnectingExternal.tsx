import { connect } from '@latch/core'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useConnectors } from '../../hooks/useConnectors'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'

/** Waiting for a browser wallet's answer; on refusal or failure, says why and offers a retry. */
export function ConnectingExternal() {
  const latch = useLatchInstance()
  const connectorId = useLatchSelector((s) => s.router.data?.connectorId)
  const connecting = useLatchSelector((s) => s.connecting)
  const connectors = useConnectors()
  const { t, message } = useI18n()
  const connector = connectors
    .flatMap(({ connector: c }) => [c, ...(c.connectors ?? [])])
    .find((c) => c.id === connectorId)
  const name = connector?.name ?? t('common.yourWallet')
  const failed = connecting?.status === 'error' && connecting.connectorId === connectorId
  const retry = () => {
    if (!connector) return
    connect(latch, { connectorId: connector.id, namespace: connector.chain }).catch(() => {
      // Shown below from `connecting.error`.
    })
  }
  return (
    <div className="center" data-testid="connecting-external">
      <WalletImage src={connector?.imageUrl} size="big" />
      {failed && (
        <>
          <p
            className="error"
            data-testid="connecting-error"
            role="alert"
            style={{ margin: 0, fontWeight: 600 }}
          >
            {message(connecting.error?.message ?? '')}
          </p>
          {connecting.error?.details && <p className="muted">{connecting.error.details}</p>}
          <button type="button" className="primary" data-testid="connecting-retry" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </>
      )}
      {/* Mounted in both states, so a retry's "waiting" is announced when it appears again. */}
      <div className="stack" role="status" data-testid="connecting-live">
        {!failed && (
          <>
            <Spinner label={t('connecting.waitingFor', { name })} />
            <p style={{ margin: 0, fontWeight: 600 }}>{t('connecting.continueIn', { name })}</p>
            <p className="muted" data-testid="connecting-status">
              {t('connecting.accept')}
            </p>
          </>
        )}
      </div>
    </div>
  )
}
