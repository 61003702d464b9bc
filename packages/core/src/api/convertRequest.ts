import type * as z from 'zod/mini'
import type { Latch } from '../latch'
import { GasPriceNetworkError, HttpStatusError, SwapNetworkError } from './errors'
import { type ApiRequestParameters, apiRequest } from './request'
import { requireApi } from './requireApi'

/**
 * One request to the swap service's `/v1/convert/*` routes. The service's two network refusals
 * become the spec's typed errors, so a view can tell "this network has no swaps" from a failed call:
 * `SWAP_NETWORK_NOT_SUPPORTED` → `SwapNetworkError`, `GAS_PRICE_NETWORK_NOT_SUPPORTED` →
 * `GasPriceNetworkError`. Any other failure is the request's own error.
 *
 * @example
 * const { allowance } = await convertRequest(latch, 'getSwapAllowance', { path: '/v1/convert/allowance', query, schema })
 */
export async function convertRequest<T>(
  latch: Latch,
  action: string,
  parameters: ApiRequestParameters & { schema: z.ZodMiniType<T> },
): Promise<T> {
  const api = requireApi(latch, action)
  try {
    return await apiRequest(api, parameters)
  } catch (error) {
    if (error instanceof HttpStatusError) {
      const options = { cause: error, details: error.details }
      if (error.serviceCode === 'SWAP_NETWORK_NOT_SUPPORTED') throw new SwapNetworkError(options)
      if (error.serviceCode === 'GAS_PRICE_NETWORK_NOT_SUPPORTED') throw new GasPriceNetworkError(options)
    }
    throw error
  }
}
