import { BALANCE_DISPLAY_DECIMALS } from '../constants'
import { formatFixed } from './formatFixed'
import { parseDecimal } from './parseDecimal'

/**
 * A token quantity as displayed: a decimal string (the service's `quantity.numeric`) floored to 3
 * decimals, like the native balance, in string math. Malformed input throws InvalidNumberError.
 *
 * @example
 * formatQuantity('1234.56789') // '1234.567'
 * formatQuantity('0.0009') // '0.000'
 */
export function formatQuantity(numeric: string): string {
  return formatFixed(
    parseDecimal(numeric, BALANCE_DISPLAY_DECIMALS),
    BALANCE_DISPLAY_DECIMALS,
    BALANCE_DISPLAY_DECIMALS,
  )
}
