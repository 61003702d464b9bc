import { InvalidNumberError } from '../errors/number'
import { assertDecimals } from './formatFixed'

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
/** Beyond this an exponent is garbage, and expanding it would freeze the page. */
const MAX_EXPONENT = 1000

/**
 * Reads a decimal number (string or finite number, exponent allowed) as an integer count of
 * `decimals` smallest units, cutting extra digits off towards zero. Malformed input (empty, '1,5',
 * '0x10', NaN, Infinity) throws InvalidNumberError.
 *
 * @example
 * parseDecimal('12.349', 2) // 1234n
 * parseDecimal(1e-7, 9) // 100n
 */
export function parseDecimal(value: string | number, decimals: number): bigint {
  assertDecimals(decimals)
  if (typeof value === 'number' && !Number.isFinite(value)) throw new InvalidNumberError(value, 'not finite')
  if (typeof value !== 'number' && typeof value !== 'string') throw new InvalidNumberError(value)
  const match = DECIMAL.exec(String(value).trim())
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match ?? []
  if (!match || whole + fraction === '') throw new InvalidNumberError(value)
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) throw new InvalidNumberError(value, 'exponent out of range')
  const digits = whole + fraction
  // where the decimal point falls in `digits` once the value is scaled by 10^decimals
  const point = whole.length + exponent + decimals
  if (point <= 0) return 0n
  const units = BigInt(digits.slice(0, point).padEnd(point, '0'))
  return sign === '-' ? -units : units
}
