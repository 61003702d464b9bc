import type { TokenBalance } from '../types/portfolio'
import { formatFixed } from '../utils/formatFixed'
import { parseDecimal } from '../utils/parseDecimal'

/** Finer than a cent, so the cents of the sum are exact before formatFiat cuts to 2 decimals. */
const SUM_DECIMALS = 9

/**
 * The total value in fiat of the listed tokens: the sum of their `value`, added as decimals
 * (no float drift), as a decimal string for formatFiat.
 *
 * @example formatFiat(sumTokenValues(portfolio.tokens), 'usd') // '$3,012.50'
 */
export function sumTokenValues(tokens: readonly TokenBalance[]): string {
  const total = tokens.reduce((sum, token) => sum + parseDecimal(token.value, SUM_DECIMALS), 0n)
  return formatFixed(total, SUM_DECIMALS, SUM_DECIMALS)
}
