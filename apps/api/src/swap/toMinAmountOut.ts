/** Slippage is read to this many hundredths of a basis point. */
const SLIPPAGE_SCALE = 1_000_000

/**
 * The least a swap may return: `toAmount` less `slippage` percent, floored (what the router's
 * amountOutMin gets).
 *
 * @example
 * toMinAmountOut(1_000_000n, 1) // 990000n
 * toMinAmountOut(999n, 0.5) // 994n
 */
export function toMinAmountOut(toAmount: bigint, slippage: number): bigint {
  const kept = BigInt(Math.round((100 - slippage) * SLIPPAGE_SCALE))
  return (toAmount * kept) / BigInt(100 * SLIPPAGE_SCALE)
}
