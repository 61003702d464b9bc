import { BALANCE_DISPLAY_DECIMALS } from '../constants'
import { formatFixed } from './formatFixed'

/**
 * The displayed balance: floors to 3 decimals and always prints exactly 3, in bigint math (no float
 * rounding). Throws a LatchError for negative or fractional `decimals`.
 *
 * @example
 * formatBalance(1_999_900_000_000_000_000n, 18) // '1.999'
 * formatBalance(0n, 18) // '0.000'
 */
export function formatBalance(value: bigint, decimals: number): string {
  return formatFixed(value, decimals, BALANCE_DISPLAY_DECIMALS)
}
