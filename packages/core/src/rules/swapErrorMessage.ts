import { HttpStatusError } from '../api/errors'
import type { LatchError } from '../errors/LatchError'

/**
 * What the Swap view says about a failure: the error's short message, except for the service's
 * refusals whose status alone reads as a fault ('HTTP status code: 422'), which say what they mean.
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
  return error.shortMessage
}
