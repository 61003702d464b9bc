/** Digits of precision kept in a price impact (percent). */
const SCALE = 10n ** 12n

/**
 * A swap's price impact in percent: how far `amountOut` falls short of `amountIn` converted at the mid
 * price of every hop (`[reserveIn, reserveOut]`), so the pools' fees count in it. Never below 0.
 *
 * @example
 * toPriceImpact({ amountIn: 1000n, amountOut: 987n, reserves: [[1_000_000n, 1_000_000n]] }) // 1.3
 */
export function toPriceImpact(params: {
  amountIn: bigint
  amountOut: bigint
  reserves: readonly (readonly [bigint, bigint])[]
}): number {
  let expected = params.amountIn
  let actual = params.amountOut
  for (const [reserveIn, reserveOut] of params.reserves) {
    expected *= reserveOut
    actual *= reserveIn
  }
  if (expected === 0n || actual >= expected) return 0
  const shortfall = ((expected - actual) * 100n * SCALE) / expected
  return Number(shortfall) / Number(SCALE)
}
