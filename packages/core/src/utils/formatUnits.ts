import { formatFixed } from './formatFixed'

/**
 * An integer amount of smallest units as an exact decimal string, without trailing zeros (bigint
 * math): what a Max button puts in an amount field.
 *
 * @example
 * formatUnits(1_500_000n, 6) // '1.5'
 * formatUnits(10n ** 18n, 18) // '1'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const exact = formatFixed(value, decimals, decimals)
  return exact.includes('.') ? exact.replace(/\.?0+$/, '') : exact
}
