import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { SwapToken } from '../types/swap'
import { convertRequest } from './convertRequest'
import type { ApiNotConfiguredError, SwapNetworkError } from './errors'
import type { ApiRequestErrorType } from './request'

export interface GetSwapTokensParameters {
  /** CAIP-2 id of the chain, e.g. 'eip155:31337'. */
  chainId: string
  signal?: AbortSignal
}

/** The native currency first, then each token with a pool. */
export type GetSwapTokensReturnType = SwapToken[]

/** What `getSwapTokens` rejects with: no chain id, no `api` config, a chain without swaps, or the request's errors. */
export type GetSwapTokensErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | SwapNetworkError
  | ApiRequestErrorType

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: z.number(),
      logoUri: z._default(z.string(), ''),
    }),
  ),
})

/**
 * GET /v1/convert/tokens: what can be swapped on the chain, so the Swap view only offers pairs the
 * service can quote. Throws `SwapNetworkError` ('Network not supported for Swaps') on a chain
 * without swaps, `ApiNotConfiguredError` without `api` config, and the request's errors.
 *
 * @example const tokens = await getSwapTokens(latch, { chainId: 'eip155:31337' })
 */
export async function getSwapTokens(
  latch: Latch,
  parameters: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  const chainId = parameters?.chainId
  if (typeof chainId !== 'string' || chainId.split(':').length !== 2) {
    throw new InvalidInputError('chainId', 'a CAIP-2 chain id (eip155:<chainId>) is required')
  }
  const { tokens } = await convertRequest(latch, 'getSwapTokens', {
    path: '/v1/convert/tokens',
    query: { chainId },
    signal: parameters.signal,
    schema: tokensSchema,
  })
  return tokens
}
