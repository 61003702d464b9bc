import { FIAT_DISPLAY_DECIMALS } from '../constants'
import { InvalidInputError } from '../errors/input'
import { formatFixed } from './formatFixed'
import { parseDecimal } from './parseDecimal'

/** One formatter per locale and currency: building an Intl.NumberFormat costs more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const code = currency.toUpperCase()
  const key = `${locale}|${code}`
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: FIAT_DISPLAY_DECIMALS,
        maximumFractionDigits: FIAT_DISPLAY_DECIMALS,
      })
    } catch {
      throw new InvalidInputError('currency', `"${currency}" is not an ISO 4217 currency code`)
    }
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * A fiat amount with its currency sign, thousands separators and exactly 2 decimals. Extra digits
 * are cut off (rounded down, like the balance) in decimal string math before formatting, so a value
 * is never shown higher than it is. Malformed numbers throw InvalidNumberError, an unknown currency
 * InvalidInputError. `locale` (a BCP 47 tag, default en-US) gives the sign's place and the separators.
 *
 * @example
 * formatFiat(1234.5, 'usd') // '$1,234.50'
 * formatFiat('0.999') // '$0.99'
 * formatFiat(1234.5, 'eur', 'de') // '1.234,50 €'
 */
export function formatFiat(value: number | string, currency = 'usd', locale = 'en-US'): string {
  const floored = formatFixed(
    parseDecimal(value, FIAT_DISPLAY_DECIMALS),
    FIAT_DISPLAY_DECIMALS,
    FIAT_DISPLAY_DECIMALS,
  )
  // a decimal string keeps every digit (a number would round past 2^53)
  return formatterFor(currency, locale).format(floored as `${number}`)
}
