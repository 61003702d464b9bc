import * as z from 'zod/mini'
import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { convertRequest } from './convertRequest'
import type { ApiNotConfiguredError, SwapNetworkError } from './errors'
import type { ApiRequestErrorType } from './request'
import { baseUnitsSchema, requireCaip10 } from './swapInput'

export interface GetSwapAllowanceParameters {
  /** CAIP-10 id of the token to spend. */
  tokenAddress: string
  /** CAIP-10 account that owns it. */
  userAddress: string
  signal?: AbortSignal
}

/** Base units the swap's spender (the router) may move; the max uint256 for the native currency. */
export type GetSwapAllowanceReturnType = bigint

/** What `getSwapAllowance` rejects with: bad input, no `api` config, a chain without swaps, or the request's errors. */
export type GetSwapAllowanceErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | SwapNetworkError
  | ApiRequestErrorType

const allowanceSchema = z.object({ allowance: baseUnitsSchema })

/**
 * GET /v1/convert/allowance: how much of the token the router may already spend, which says whether
 * a swap needs an approve first. Throws `SwapNetworkError` on a chain without swaps.
 *
 * @example const allowance = await getSwapAllowance(latch, { tokenAddress: lusd, userAddress })
 */
export async function getSwapAllowance(
  latch: Latch,
  parameters: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const tokenAddress = requireCaip10('tokenAddress', parameters?.tokenAddress)
  const userAddress = requireCaip10('userAddress', parameters.userAddress)
  const { allowance } = await convertRequest(latch, 'getSwapAllowance', {
    path: '/v1/convert/allowance',
    query: { tokenAddress, userAddress },
    signal: parameters.signal,
    schema: allowanceSchema,
  })
  return allowance
}
