import { finishOnramp, goBack } from '@latch/core'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { onrampCss } from './onrampCss'
import { PROVIDER_LABELS } from './providerLabel'

/**
 * While the provider's popup is open and the purchase lands: what is happening, then 'Bought …' with a
 * way to the Account's Activity, or why it failed with a way back to the form.
 */
export function OnrampWaiting() {
  const latch = useLatchInstance()
  const purchase = useLatchSelector((s) => s.onramp.purchase)
  if (!purchase) return null
  const provider = PROVIDER_LABELS[purchase.provider]
  const text = {
    opening: `Opening ${provider}…`,
    waiting: `Complete your purchase in the ${provider} window`,
    pending: 'Payment received: your tokens are on their way',
    confirmed: `Bought ${purchase.received ?? ''}`.trim(),
    failed: purchase.error ?? 'The purchase failed',
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
      {purchase.status === 'waiting' && (
        <p className="detail">Keep this window open: the purchase shows here once paid.</p>
      )}
      {purchase.hash && (
        <p className="detail" data-testid="onramp-hash">
          {`Transaction ${purchase.hash}`}
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
              Try again
            </button>
          )}
          <button
            type="button"
            className="primary"
            data-testid="onramp-done"
            onClick={() => finishOnramp(latch)}
          >
            {purchase.status === 'confirmed' ? 'View activity' : 'Back to account'}
          </button>
        </div>
      )}
    </div>
  )
}
