import { connect } from '@latch/core'
import { getStore, walletConnectorOn } from '@latch/core/internal'
import { useEffect } from 'react'
import { Spinner } from '../../components/Spinner'
import { WalletImage } from '../../components/WalletImage'
import { useConnectors } from '../../hooks/useConnectors'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useNetwork } from '../../hooks/useNetwork'
import { useI18n } from '../../i18n/useI18n'

/** Waiting for a browser wallet's answer; on refusal or failure, says why and offers a retry. */
export function ConnectingExternal() {
  const latch = useLatchInstance()
  const connectorId = useLatchSelector((s) => s.router.data?.connectorId)
  const connecting = useLatchSelector((s) => s.connecting)
  const connectors = useConnectors()
  const { t, message } = useI18n()
  const activeNamespace = useLatchSelector((s) => s.activeNamespace)
  const { network } = useNetwork()
  const row = connectors
    .map(({ connector: c }) => c)
    .find((c) => c.id === connectorId || c.connectors?.some((child) => child.id === connectorId))
  const requested = row && [row, ...(row.connectors ?? [])].find((c) => c.id === connectorId)
  // The wallet on the namespace the modal shows: picked on another chain's entry, it must wait for it
  const onActive =
    requested?.chain === activeNamespace ? requested : row && walletConnectorOn(row, activeNamespace)
  const connector = onActive ?? requested
  const unavailable = requested !== undefined && onActive === undefined
  const name = connector?.name ?? t('common.yourWallet')
  const failed = connecting?.status === 'error' && connecting.connectorId === connectorId
  const retry = () => {
    if (!onActive) return
    connect(latch, { connectorId: onActive.id, namespace: onActive.chain }).catch(() => {
      // Shown below from `connecting.error`.
    })
  }
  // Found on the namespace since the person picked it: connect there, under its own id.
  const foundId = requested && requested !== onActive ? onActive?.id : undefined
  useEffect(() => {
    if (!foundId) return
    // the view now waits on that connector (its errors and retry), in place of the one picked
    getStore(latch).setState((st) => ({
      router: { ...st.router, data: { ...st.router.data, connectorId: foundId } },
    }))
    connect(latch, { connectorId: foundId, namespace: activeNamespace }).catch(() => {
      // Shown from `connecting.error`.
    })
  }, [latch, foundId, activeNamespace])
  if (unavailable) {
    return (
      <div className="center" data-testid="connecting-external">
        <WalletImage src={requested.imageUrl} size="big" />
        <p
          className="error"
          data-testid="connecting-unavailable"
          role="alert"
          style={{ margin: 0, fontWeight: 600 }}
        >
          {t('connecting.notOn', { name, network: network?.name ?? activeNamespace })}
        </p>
      </div>
    )
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
