import * as z from 'zod/mini'
import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { convertRequest } from './convertRequest'
import type { ApiNotConfiguredError, SwapNetworkError } from './errors'
import type { ApiRequestErrorType } from './request'
import { requireCaip10, toBaseUnits } from './swapInput'
import {
  type SwapTransactionRequest,
  swapTransactionSchema,
  toSwapTransactionRequest,
} from './swapTransactionSchema'

export interface BuildSwapApproveParameters {
  /** CAIP-10 account that approves. */
  userAddress: string
  /** CAIP-10 id of the token the router will spend, and of the token bought. */
  from: string
  to: string
  /** Base units to allow: the swap's amount. */
  amount: bigint
}

/** The `approve(router, amount)` call on the token, ready to send. */
export type BuildSwapApproveReturnType = SwapTransactionRequest

/** What `buildSwapApprove` rejects with: bad input, no `api` config, a chain without swaps, or the request's errors. */
export type BuildSwapApproveErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | SwapNetworkError
  | ApiRequestErrorType

const approveSchema = z.object({ tx: swapTransactionSchema })

/**
 * GET /v1/convert/build-approve: the approve a token swap needs first when the router's allowance is
 * short. Throws `SwapNetworkError` on a chain without swaps.
 *
 * @example const approve = await buildSwapApprove(latch, { userAddress, from: lusd, to: lgld, amount: 5_000_000n })
 */
export async function buildSwapApprove(
  latch: Latch,
  parameters: BuildSwapApproveParameters,
): Promise<BuildSwapApproveReturnType> {
  const userAddress = requireCaip10('userAddress', parameters?.userAddress)
  const from = requireCaip10('from', parameters.from)
  const to = requireCaip10('to', parameters.to)
  const amount = toBaseUnits('amount', parameters.amount)
  const { tx } = await convertRequest(latch, 'buildSwapApprove', {
    path: '/v1/convert/build-approve',
    query: { userAddress, from, to, amount },
    schema: approveSchema,
  })
  return toSwapTransactionRequest(tx)
}
