import { connectFarcaster } from '@latch/core/modal'
import { CopyButton } from '../../components/CopyButton'
import { QrCode } from '../../components/QrCode'
import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { walletConnectCss } from '../ConnectingWalletConnect/walletConnectCss'
import { FarcasterCodeEntry } from './FarcasterCodeEntry'

/**
 * Sign In With Farcaster (spec §2): the link from the embedded wallet as a QR code to scan with the
 * Farcaster app, the same link to open on this device or copy; once the person signed in there, the code
 * that app shows them (`FarcasterCodeEntry`); and the failure with a retry. The sign-in itself is
 * `connectFarcaster`'s (the Connect button starts it); leaving the view drops it.
 */
export function ConnectingFarcaster() {
  const latch = useLatchInstance()
  const connecting = useLatchSelector((s) => s.connecting)
  const { t, message } = useI18n()
  const hasAuth = useLatchSelector((s) =>
    Boolean(
      s.connectors[s.activeNamespace]?.some((connector) => connector.type === 'AUTH' && connector.embedded),
    ),
  )
  // the failure shows here, from the pending request; the promise's own rejection has nowhere else to go
  const retry = () => void connectFarcaster(latch).catch(() => {})
  const uri = connecting?.status === 'waiting' ? connecting.uri : undefined
  return (
    <div className="wc" data-testid="connecting-farcaster">
      <style>{walletConnectCss}</style>
      {!hasAuth ? (
        <p className="error" role="alert" data-testid="farcaster-unavailable">
          {t('farcaster.unavailable')}
        </p>
      ) : connecting?.status === 'error' ? (
        <>
          <p
            className="error"
            role="alert"
            data-testid="farcaster-error"
            style={{ margin: 0, fontWeight: 600 }}
          >
            {message(connecting.error?.message ?? '')}
          </p>
          <button type="button" className="primary" data-testid="farcaster-retry" onClick={retry}>
            {t('common.tryAgain')}
          </button>
        </>
      ) : connecting?.status === 'waiting' && connecting.codeRequired ? (
        <FarcasterCodeEntry />
      ) : (
        <>
          {uri ? (
            <QrCode value={uri} label={t('farcaster.qrLabel')} testId="farcaster-qr" />
          ) : (
            <div className="qr-placeholder">
              <Spinner label={t('farcaster.preparing')} />
            </div>
          )}
          <p className="muted" role="status" data-testid="farcaster-status" style={{ margin: 0 }}>
            {uri ? t('farcaster.scan') : t('farcaster.preparing')}
          </p>
          {uri && (
            <>
              <a
                className="button primary"
                href={uri}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="farcaster-open"
              >
                {t('farcaster.open')}
              </a>
              <CopyButton text={uri} what="link" label={t('common.copyLink')} testId="farcaster-copy">
                {t('common.copyLink')}
              </CopyButton>
            </>
          )}
        </>
      )}
    </div>
  )
}
