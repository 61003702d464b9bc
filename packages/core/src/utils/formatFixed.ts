import { InvalidDecimalsError, InvalidNumberError } from '../errors/number'

/** ERC-20 decimals is a uint8; more is garbage, and 10n ** huge would freeze the page. */
const MAX_DECIMALS = 255

/**
 * Throws InvalidDecimalsError unless `decimals` is a whole number from 0 to 255.
 *
 * @example
 * assertDecimals(token.decimals) // throws for -1, 1.5 or 1000
 */
export function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidDecimalsError(decimals)
  }
}

/**
 * Prints an integer amount of smallest units (`decimals` of them per whole) with exactly `places`
 * decimals, cutting the rest off (towards zero, so a balance is never overstated). Bigint math only.
 *
 * @example
 * formatFixed(19_999n, 4, 3) // '1.999'
 * formatFixed(5n, 0, 2) // '5.00'
 */
export function formatFixed(value: bigint, decimals: number, places: number): string {
  if (typeof value !== 'bigint') throw new InvalidNumberError(value, 'expected a bigint')
  assertDecimals(decimals)
  assertDecimals(places)
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const scaled =
    decimals >= places
      ? magnitude / 10n ** BigInt(decimals - places)
      : magnitude * 10n ** BigInt(places - decimals)
  const digits = scaled.toString().padStart(places + 1, '0')
  const whole = digits.slice(0, digits.length - places)
  const body = places > 0 ? `${whole}.${digits.slice(digits.length - places)}` : whole
  // a negative amount cut to zero prints as zero, never '-0.000'
  return negative && scaled !== 0n ? `-${body}` : body
}
