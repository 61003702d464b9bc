import { FIAT_DISPLAY_DECIMALS } from '../constants'
import { formatFixed } from './formatFixed'
import { parseDecimal } from './parseDecimal'

/**
 * A fiat amount with exactly 2 decimals. Extra digits are cut off (rounded down, like the balance),
 * so a value is never shown higher than it is; decimal string math, no float rounding.
 * Malformed input throws InvalidNumberError.
 *
 * @example
 * formatFiat('1234.5678') // '1234.56'
 * formatFiat(0.1 + 0.2) // '0.30'
 */
export function formatFiat(value: number | string): string {
  return formatFixed(parseDecimal(value, FIAT_DISPLAY_DECIMALS), FIAT_DISPLAY_DECIMALS, FIAT_DISPLAY_DECIMALS)
}
