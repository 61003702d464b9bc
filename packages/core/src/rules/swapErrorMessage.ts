import { HttpStatusError } from '../api/errors'
import { SLIPPAGE_TOLERANCE } from '../constants'
import type { LatchError } from '../errors/LatchError'
import { priceMovedMessage } from '../errors/priceMovedMessage'

/** The router's refusal when the pool gives less than amountOutMin (Uniswap v2's wording). */
const BELOW_MINIMUM = 'INSUFFICIENT_OUTPUT_AMOUNT'

/** Whether the error or any of its causes says `text`. */
function mentions(error: unknown, text: string): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 10; cause = cause.cause, depth++) {
    if (cause.message.includes(text)) return true
  }
  return false
}

/**
 * What the Swap view says about a failure: the error's short message, except for the service's
 * refusals whose status alone reads as a fault ('HTTP status code: 422'), which say what they mean,
 * and a swap the wallet or node refused because the router would revert below the minimum
 * ('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' while estimating), which says the price moved.
 *
 * @example swapErrorMessage(noRoute) // 'No route for this swap: try a smaller amount or another pair'
 */
export function swapErrorMessage(error: LatchError): string {
  if (error instanceof HttpStatusError) {
    if (error.serviceCode === 'SWAP_NO_ROUTE')
      return 'No route for this swap: try a smaller amount or another pair'
    if (error.serviceCode === 'SWAP_SOURCE_UNAVAILABLE')
      return 'Swaps are unavailable on this network for now'
  }
  if (mentions(error, BELOW_MINIMUM)) return priceMovedMessage(SLIPPAGE_TOLERANCE)
  return error.shortMessage
}
