import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { convertRequest } from './convertRequest'
import type { ApiNotConfiguredError, GasPriceNetworkError } from './errors'
import type { ApiRequestErrorType } from './request'
import { baseUnitsSchema } from './swapInput'

export interface GetSwapGasPriceParameters {
  /** CAIP-2 id of the chain, e.g. 'eip155:31337'. */
  chainId: string
  signal?: AbortSignal
}

/** Wei per gas: the chain's price, and 1.25 and 1.5 times it. */
export interface GetSwapGasPriceReturnType {
  standard: bigint
  fast: bigint
  instant: bigint
}

/** What `getSwapGasPrice` rejects with: no chain id, no `api` config, a chain without swaps, or the request's errors. */
export type GetSwapGasPriceErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | GasPriceNetworkError
  | ApiRequestErrorType

const gasPriceSchema = z.object({
  standard: baseUnitsSchema,
  fast: baseUnitsSchema,
  instant: baseUnitsSchema,
})

/**
 * GET /v1/convert/gas-price: the chain's gas price, for the swap's network fee. Throws
 * `GasPriceNetworkError` ('Network not supported for Gas Price') on a chain without swaps.
 *
 * @example const { standard } = await getSwapGasPrice(latch, { chainId: 'eip155:31337' })
 */
export async function getSwapGasPrice(
  latch: Latch,
  parameters: GetSwapGasPriceParameters,
): Promise<GetSwapGasPriceReturnType> {
  const chainId = parameters?.chainId
  if (typeof chainId !== 'string' || chainId.split(':').length !== 2) {
    throw new InvalidInputError('chainId', 'a CAIP-2 chain id (eip155:<chainId>) is required')
  }
  return convertRequest(latch, 'getSwapGasPrice', {
    path: '/v1/convert/gas-price',
    query: { chainId },
    signal: parameters.signal,
    schema: gasPriceSchema,
  })
}
