import { ApiError } from '../http/errors'
import type { PriceTable } from '../prices/types'
import { formatCents, toCents } from './onrampAmount'
import { ONRAMP_PAYMENT_CURRENCIES, USD_COIN_ID, usdCoinNetworks } from './onrampCatalog'
import type { OnrampPaymentMethodLimit, OnrampSettings } from './types'

/** Euros per US dollar when the price table names no rate, so the built-in EUR option still quotes. */
export const FALLBACK_EUR_PER_USD = 0.9

/** What a person asks to buy, as the quote and URL routes take it. */
export interface OnrampPurchaseRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  paymentMethod?: OnrampPaymentMethodLimit['id']
}

/** A purchase the catalog allows: its amount in cents of the fiat and of US dollars, and the fiat's rate. */
export interface CheckedOnrampPurchase {
  cents: bigint
  usdCents: bigint
  /** Units of the payment currency per US dollar. */
  rate: number
  paymentCurrency: string
}

/**
 * Checks a purchase against the catalog: USD Coin on a network it is known on (400
 * ONRAMP_CURRENCY_UNSUPPORTED, ONRAMP_NETWORK_UNSUPPORTED), a payment currency of the options, and an
 * amount within the payment method's limits (400 ONRAMP_AMOUNT_OUT_OF_RANGE, 'The minimum is 10.00 USD').
 *
 * @example
 * checkOnrampPurchase({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'eip155:1' }, {}).cents // 5000n
 */
export function checkOnrampPurchase(
  request: OnrampPurchaseRequest,
  deps: { onramp?: OnrampSettings; prices?: PriceTable },
): CheckedOnrampPurchase {
  if (request.purchaseCurrency.toUpperCase() !== USD_COIN_ID) {
    throw new ApiError('ONRAMP_CURRENCY_UNSUPPORTED', `purchaseCurrency: only ${USD_COIN_ID} is sold`)
  }
  const payment = ONRAMP_PAYMENT_CURRENCIES.find(
    (currency) => currency.id === request.paymentCurrency.toUpperCase(),
  )
  if (!payment) {
    const known = ONRAMP_PAYMENT_CURRENCIES.map((currency) => currency.id).join(', ')
    throw new ApiError('ONRAMP_CURRENCY_UNSUPPORTED', `paymentCurrency: must be one of ${known}`)
  }
  if (!usdCoinNetworks(deps.onramp)[request.network]) {
    throw new ApiError('ONRAMP_NETWORK_UNSUPPORTED', `network: USD Coin is not sold on ${request.network}`)
  }
  const method = request.paymentMethod ?? 'card'
  const limit = payment.payment_method_limits.find((candidate) => candidate.id === method)!
  const cents = toCents(request.amount)
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if (cents < min || cents > max) {
    const [word, bound] = cents < min ? ['minimum', min] : ['maximum', max]
    throw new ApiError(
      'ONRAMP_AMOUNT_OUT_OF_RANGE',
      `The ${word} is ${formatCents(bound, { grouped: true })} ${payment.id}`,
    )
  }
  const rate =
    payment.id === 'USD' ? 1 : (deps.prices?.currencies?.[payment.id.toLowerCase()] ?? FALLBACK_EUR_PER_USD)
  return {
    cents,
    usdCents: BigInt(Math.round(Number(cents) / rate)),
    rate,
    paymentCurrency: payment.id,
  }
}
