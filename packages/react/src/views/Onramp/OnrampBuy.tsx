import { formatOnrampLimit, getStore, onrampLimits, validateOnrampAmount } from '@latch/core/internal'
import { buyWithOnramp, loadOnrampOptions, setOnrampAmount, setOnrampCurrency } from '@latch/core/modal'
import { getCurrencyImageUrl } from '@latch/core/services'
import { useEffect, useId } from 'react'
import { ServiceImage } from '../../components/ServiceImage'
import { TokenIcon } from '../../components/TokenIcon'
import { useLatchInstance } from '../../hooks/useLatchInstance'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useI18n } from '../../i18n/useI18n'
import { OnrampProviders } from './OnrampProviders'
import { onrampCss } from './onrampCss'
import { PROVIDER_LABELS } from './providerLabel'
import { useOnrampQuote } from './useOnrampQuote'

/**
 * The on-ramp form: what to buy (default USD Coin), the amount and what to pay with (default US
 * dollars) within the payment method's limits, the providers' offers, and Buy, which opens the chosen
 * provider's page in a popup (in the click's own task, as browsers require).
 */
export function OnrampBuy() {
  const latch = useLatchInstance()
  const onramp = useLatchSelector((s) => s.onramp)
  const purchaseId = useId()
  const amountId = useId()
  const paymentId = useId()
  const messageId = useId()
  const { t, message: translate, decimal } = useI18n()
  useOnrampQuote()
  useEffect(() => {
    if (getStore(latch).getState().onramp.optionsStatus === 'idle') void loadOnrampOptions(latch)
  }, [latch])

  const { purchaseCurrency, paymentCurrency } = onramp
  if (!purchaseCurrency || !paymentCurrency) {
    return (
      <div className="onramp" data-testid="onramp-view" aria-busy="true">
        <style>{onrampCss}</style>
        <p className="hint" role="status" data-testid="onramp-options-loading">
          {t('onramp.loadingCurrencies')}
        </p>
      </div>
    )
  }
  const { min, max } = onrampLimits(paymentCurrency)
  const typed = onramp.amount.trim() !== ''
  const message = onramp.error ?? (typed ? validateOnrampAmount(onramp.amount, paymentCurrency) : undefined)
  const ready = !message && onramp.quoteStatus === 'ready' && onramp.selectedProvider !== undefined
  return (
    <form
      className="onramp"
      data-testid="onramp-view"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) void buyWithOnramp(latch)
      }}
    >
      <style>{onrampCss}</style>
      {onramp.optionsFallback && (
        <p className="notice" data-testid="onramp-options-fallback">
          {t('onramp.fallback')}
        </p>
      )}
      <div className="field">
        <label className="field-label" htmlFor={purchaseId}>
          {t('onramp.youBuy')}
        </label>
        <div className="input-row select-row">
          <TokenIcon src={undefined} symbol={purchaseCurrency.symbol} />
          <select
            id={purchaseId}
            data-testid="onramp-purchase-currency"
            value={purchaseCurrency.id}
            onChange={(event) => setOnrampCurrency(latch, { kind: 'purchase', id: event.target.value })}
          >
            {onramp.purchaseCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {`${currency.name} (${currency.symbol})`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={amountId}>
          {t('common.amount')}
        </label>
        <div className="input-row amount">
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            placeholder={decimal('0.00')}
            data-testid="onramp-amount"
            aria-describedby={messageId}
            value={onramp.amount}
            onChange={(event) => setOnrampAmount(latch, { amount: event.target.value })}
          />
          <ServiceImage
            src={getCurrencyImageUrl(latch, { id: paymentCurrency.id })}
            className="token-icon"
            fallback={null}
          />
          <select
            id={paymentId}
            aria-label={t('onramp.payWith')}
            data-testid="onramp-payment-currency"
            value={paymentCurrency.id}
            onChange={(event) => setOnrampCurrency(latch, { kind: 'payment', id: event.target.value })}
          >
            {onramp.paymentCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </select>
        </div>
        <p className="hint" data-testid="onramp-limits">
          {t('onramp.limits', {
            min: formatOnrampLimit(min),
            max: formatOnrampLimit(max),
            currency: paymentCurrency.id,
          })}
        </p>
      </div>
      <p
        id={messageId}
        className="message error"
        role="status"
        aria-live="polite"
        data-testid="onramp-message"
      >
        {message ? translate(message) : ''}
      </p>
      {!message && <OnrampProviders />}
      <button type="submit" className="primary" data-testid="onramp-buy" disabled={!ready}>
        {onramp.selectedProvider
          ? t('onramp.buyWith', { provider: PROVIDER_LABELS[onramp.selectedProvider] })
          : t('onramp.buy')}
      </button>
    </form>
  )
}
