import { signIn } from '@latch/core'
import { cancelSignIn } from '@latch/core/modal'
import { Spinner } from '../../components/Spinner'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'

/**
 * Sign in with the wallet (spec §4): while the session is looked up, a spinner; then what signing
 * means, Sign and Cancel (required: cancelling disconnects; optional: it closes); with the wallet, its
 * prompt; after a failure, 'Error signing message' and the same choice again.
 */
export function SIWXSignMessage() {
  const latch = useLatchInstance()
  const siwx = useLatchSelector((s) => s.siwx)
  const config = latch.config.siwx
  const { t, message } = useI18n()
  if (!config) {
    return (
      <div className="center" data-testid="siwx-view">
        <p className="error" role="alert" data-testid="siwx-error">
          {t('spec.SIWX is not enabled')}
        </p>
      </div>
    )
  }
  if (siwx.status === 'idle' || siwx.status === 'checking' || siwx.status === 'signedIn') {
    return (
      <div className="center" data-testid="siwx-view" role="status">
        <Spinner label={t('siwx.checking')} />
        <p className="muted">{t('siwx.checkingText')}</p>
      </div>
    )
  }
  const required = Boolean(config.getRequired?.())
  const signing = siwx.status === 'signing'
  const name = latch.config.metadata?.name ?? t('siwx.thisSite')
  // Failures are shown from the store (siwx.error); the promise's rejection has nothing to add.
  const ignore = () => {}
  return (
    <div className="center" data-testid="siwx-view">
      <p style={{ margin: 0, fontWeight: 600 }}>{t('siwx.needsConnect', { name })}</p>
      <p className="muted">
        {`${t('siwx.explain')} ${required ? t('siwx.cancelDisconnects') : t('siwx.signLater')}`}
      </p>
      {siwx.status === 'error' && (
        <p className="error" role="alert" data-testid="siwx-error">
          {message(siwx.error ?? '')}
        </p>
      )}
      <div className="stack" role="status" data-testid="siwx-status">
        {signing && <p className="muted">{t('siwx.approve')}</p>}
      </div>
      <div className="actions">
        <button
          type="button"
          className="primary"
          data-testid="siwx-sign"
          aria-busy={signing}
          disabled={signing}
          onClick={() => signIn(latch).catch(ignore)}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
        <button
          type="button"
          data-testid="siwx-cancel"
          disabled={signing}
          onClick={() => cancelSignIn(latch).catch(ignore)}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  )
}
