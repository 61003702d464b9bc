import { onrampFeeRangeLabel } from '@latch/core/internal'
import { selectOnrampProvider } from '@latch/core/modal'
import { useId } from 'react'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { PROVIDER_LABELS } from './providerLabel'

/**
 * The providers with their offers as a radio group: what arrives and the fee (or the provider's fee
 * range when the quote is the fallback one); a loading line while quoting, a hint before any amount.
 */
export function OnrampProviders() {
  const latch = useLatchInstance()
  const quote = useLatchSelector((s) => s.onramp.quote)
  const status = useLatchSelector((s) => s.onramp.quoteStatus)
  const selected = useLatchSelector((s) => s.onramp.selectedProvider)
  const legendId = useId()
  const { t } = useI18n()
  if (status === 'loading') {
    return (
      <p className="hint" role="status" data-testid="onramp-quotes-loading">
        {t('onramp.gettingOffers')}
      </p>
    )
  }
  if (!quote) {
    return (
      <p className="hint" data-testid="onramp-quotes-empty">
        {t('onramp.enterAmount')}
      </p>
    )
  }
  return (
    <fieldset className="field" aria-labelledby={legendId}>
      <legend id={legendId} className="field-label">
        {t('onramp.provider')}
      </legend>
      {quote.fallback && (
        <p className="notice" data-testid="onramp-quote-fallback">
          {t('onramp.estimateOnly')}
        </p>
      )}
      <ul className="providers" data-testid="onramp-providers">
        {quote.quotes.map((offer) => (
          <li key={offer.provider}>
            <label className="provider" data-testid={`onramp-provider-${offer.provider}`}>
              <input
                type="radio"
                name="onramp-provider"
                value={offer.provider}
                checked={selected === offer.provider}
                onChange={() => selectOnrampProvider(latch, { provider: offer.provider })}
              />
              <span className="provider-text">
                <span className="provider-name">{PROVIDER_LABELS[offer.provider]}</span>
                <span className="provider-detail" data-testid={`onramp-provider-${offer.provider}-detail`}>
                  {`${t('onramp.receive', { amount: offer.purchaseAmount.amount, currency: offer.purchaseAmount.currency })} · `}
                  {offer.fee
                    ? t('onramp.fee', {
                        amount: offer.fee.amount,
                        currency: offer.fee.currency,
                        percent: offer.fee.percent,
                      })
                    : t('onramp.feeRange', { range: onrampFeeRangeLabel(offer.provider) })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
