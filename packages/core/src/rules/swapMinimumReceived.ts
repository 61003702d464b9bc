import { SLIPPAGE_TOLERANCE } from '../constants'

/**
 * The least the swap accepts (the router's amountOutMin): the quoted amount less the slippage
 * tolerance, floored to a base unit, so the person is never promised more than the router enforces.
 * Bigint math, in hundredths of a percent.
 *
 * @example swapMinimumReceived(2_000_000_000n) // 1_980_000_000n at the spec's 1%
 */
export function swapMinimumReceived(toAmount: bigint, slippage: number = SLIPPAGE_TOLERANCE): bigint {
  const kept = BigInt(Math.round((100 - slippage) * 100))
  return (toAmount * kept) / 10_000n
}
