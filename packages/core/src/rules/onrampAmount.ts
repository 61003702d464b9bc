import { DEFAULT_CARD_LIMITS } from '../constants'
import type { OnrampCurrency } from '../types/onramp'

/** Digits with at most two decimals: what the on-ramp takes. */
const AMOUNT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{0,2})?$/

function toCents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/**
 * A limit as the messages write it: two decimals, thousands grouped ('7,500.00').
 *
 * @example formatOnrampLimit('7500.00') // '7,500.00'
 */
export function formatOnrampLimit(limit: string): string {
  const cents = toCents(limit)
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`
}

/**
 * The payment method's limits in a currency: its own, or the default card limits (spec §3) when the
 * options name none.
 *
 * @example onrampLimits(usd).max // '7500.00'
 */
export function onrampLimits(currency: OnrampCurrency, method = 'card'): { min: string; max: string } {
  return currency.payment_method_limits.find((limit) => limit.id === method) ?? DEFAULT_CARD_LIMITS
}

/**
 * Why an amount cannot be bought with, or `undefined` when it can: empty ('Enter an amount'), not a
 * number with at most 2 decimals, or outside the payment method's limits ('The minimum is 10.00 USD',
 * 'The maximum is 7,500.00 USD').
 *
 * @example validateOnrampAmount('5', usd) // 'The minimum is 10.00 USD'
 */
export function validateOnrampAmount(
  amount: string,
  currency: OnrampCurrency,
  method = 'card',
): string | undefined {
  const typed = amount.trim()
  if (!typed) return 'Enter an amount'
  if (!AMOUNT.test(typed)) return 'Enter an amount with at most 2 decimals'
  const { min, max } = onrampLimits(currency, method)
  const cents = toCents(typed)
  if (cents < toCents(min)) return `The minimum is ${formatOnrampLimit(min)} ${currency.id}`
  if (cents > toCents(max)) return `The maximum is ${formatOnrampLimit(max)} ${currency.id}`
  return undefined
}
