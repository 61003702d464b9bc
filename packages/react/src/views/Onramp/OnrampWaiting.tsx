import { finishOnramp, goBack } from '@latch/core/modal'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { onrampCss } from './onrampCss'
import { PROVIDER_LABELS } from './providerLabel'

/**
 * While the provider's popup is open and the purchase lands: what is happening, then 'Bought …' with a
 * way to the Account's Activity, or why it failed with a way back to the form.
 */
export function OnrampWaiting() {
  const latch = useLatchInstance()
  const purchase = useLatchSelector((s) => s.onramp.purchase)
  const { t, message } = useI18n()
  if (!purchase) return null
  const provider = PROVIDER_LABELS[purchase.provider]
  const text = {
    opening: t('onramp.opening', { provider }),
    waiting: t('onramp.completeIn', { provider }),
    pending: t('onramp.pending'),
    confirmed: t('onramp.bought', { received: purchase.received ?? '' }).trim(),
    failed: purchase.error ? message(purchase.error) : t('onramp.failed'),
  }[purchase.status]
  const busy = purchase.status !== 'confirmed' && purchase.status !== 'failed'
  return (
    <div className="onramp waiting" data-testid="onramp-waiting-view">
      <style>{onrampCss}</style>
      {busy && <div className="spinner" aria-hidden="true" />}
      <p
        className="status"
        role="status"
        aria-live="polite"
        data-testid="onramp-status"
        data-status={purchase.status}
      >
        {text}
      </p>
      {purchase.status === 'waiting' && <p className="detail">{t('onramp.keepOpen')}</p>}
      {purchase.hash && (
        <p className="detail" data-testid="onramp-hash">
          {t('onramp.transaction', { hash: purchase.hash })}
        </p>
      )}
      {!busy && (
        <div className="actions">
          {purchase.status === 'failed' && (
            <button
              type="button"
              className="secondary"
              data-testid="onramp-retry"
              onClick={() => goBack(latch)}
            >
              {t('common.tryAgain')}
            </button>
          )}
          <button
            type="button"
            className="primary"
            data-testid="onramp-done"
            onClick={() => finishOnramp(latch)}
          >
            {purchase.status === 'confirmed' ? t('onramp.viewActivity') : t('common.backToAccount')}
          </button>
        </div>
      )}
    </div>
  )
}
