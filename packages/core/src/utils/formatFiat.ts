import { FIAT_DISPLAY_DECIMALS } from '../constants'
import { InvalidInputError } from '../errors/input'
import { formatFixed } from './formatFixed'
import { parseDecimal } from './parseDecimal'

/** One formatter per currency: building an Intl.NumberFormat costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>()

// The one place fiat amounts take their look; a languages issue changes the locale here.
function formatterFor(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase()
  let formatter = formatters.get(code)
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        minimumFractionDigits: FIAT_DISPLAY_DECIMALS,
        maximumFractionDigits: FIAT_DISPLAY_DECIMALS,
      })
    } catch {
      throw new InvalidInputError('currency', `"${currency}" is not an ISO 4217 currency code`)
    }
    formatters.set(code, formatter)
  }
  return formatter
}

/**
 * A fiat amount with its currency sign, thousands separators and exactly 2 decimals. Extra digits
 * are cut off (rounded down, like the balance) in decimal string math before formatting, so a value
 * is never shown higher than it is. Malformed numbers throw InvalidNumberError, an unknown currency
 * InvalidInputError.
 *
 * @example
 * formatFiat(1234.5, 'usd') // '$1,234.50'
 * formatFiat('0.999') // '$0.99'
 */
export function formatFiat(value: number | string, currency = 'usd'): string {
  const floored = formatFixed(
    parseDecimal(value, FIAT_DISPLAY_DECIMALS),
    FIAT_DISPLAY_DECIMALS,
    FIAT_DISPLAY_DECIMALS,
  )
  // a decimal string keeps every digit (a number would round past 2^53)
  return formatterFor(currency).format(floored as `${number}`)
}
