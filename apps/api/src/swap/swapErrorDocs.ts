import { describedErrors } from '../http/schemas'

/**
 * The error answers every swap route documents beside the shared ones.
 *
 * @example
 * responses: { 200: { … }, ...errorResponses(), ...swapErrorDocs() }
 */
export function swapErrorDocs() {
  return describedErrors({
    400: "Invalid input (INVALID_QUERY, INVALID_BODY naming the field: a malformed CAIP-10 id, or one on another chain than userAddress's), or a chain that is no swap network (SWAP_NETWORK_NOT_SUPPORTED, 'Network not supported for Swaps'; for the gas price GAS_PRICE_NETWORK_NOT_SUPPORTED, 'Network not supported for Gas Price')",
    422: 'No pool path can fill the swap (SWAP_NO_ROUTE), or the built transaction would revert (SWAP_ESTIMATE_FAILED)',
    502: "Reading the chain's swap market failed (SWAP_SOURCE_FAILED)",
    503: 'A swap network without a market configured (SWAP_SOURCE_UNAVAILABLE)',
  })
}
