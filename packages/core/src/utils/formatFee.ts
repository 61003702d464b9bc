import { formatBalance } from './formatBalance'
import { formatUnits } from './formatUnits'

/**
 * A network fee for display: 3 decimals, floored, like a balance; but a fee under 0.001 keeps its
 * first two significant digits, since '0.000' would read as free. Bigint math only.
 *
 * @example
 * formatFee(21_000_000_000_000n, 18) // '0.000021'
 * formatFee(1_234_567_000_000_000n, 18) // '0.001'
 */
export function formatFee(value: bigint, decimals: number): string {
  const floored = formatBalance(value, decimals)
  if (value <= 0n || /[1-9]/.test(floored)) return floored
  const digits = /^0\.(0*[1-9]\d?)/.exec(formatUnits(value, decimals))
  return digits ? `0.${digits[1]}` : floored
}
