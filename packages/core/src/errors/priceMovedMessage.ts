/**
 * What a swap refused for the price says: the pool no longer gives the minimum accepted at the
 * slippage tolerance, so the person tries again at the new price.
 *
 * @example priceMovedMessage(1) // 'The price moved beyond your 1% slippage tolerance. Try again.'
 */
export function priceMovedMessage(slippage: number): string {
  return `The price moved beyond your ${slippage}% slippage tolerance. Try again.`
}
