import * as z from 'zod/mini'
import { SLIPPAGE_TOLERANCE } from '../constants'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { convertRequest } from './convertRequest'
import type { ApiNotConfiguredError, SwapNetworkError } from './errors'
import type { ApiRequestErrorType } from './request'
import { baseUnitsSchema, requireCaip10, toBaseUnits } from './swapInput'
import {
  type SwapTransactionRequest,
  swapTransactionSchema,
  toSwapTransactionRequest,
} from './swapTransactionSchema'

export interface BuildSwapTransactionParameters {
  /** Base units of `from` to sell. */
  amount: bigint
  /** CAIP-10 ids of the tokens and of the account (the recipient too). */
  from: string
  to: string
  userAddress: string
  /**
   * Percent the price may move before the swap reverts; more than 0, at most 50. Defaults to the
   * spec's SLIPPAGE_TOLERANCE (1).
   */
  slippage?: number
  /** Use a fixed gas ceiling instead of estimating: estimating fails while an approve is not mined yet. */
  disableEstimate?: boolean
}

/** The router call, ready to send, with what it should buy and the least it accepts. */
export interface BuildSwapTransactionReturnType extends SwapTransactionRequest {
  /** Base units of `to` expected. */
  amount: bigint
  /** Base units of `to` below which the router reverts: `amount` less the slippage, floored. */
  minAmountOut: bigint
  /** Unix seconds after which the router refuses it. */
  deadline: number
}

/** What `buildSwapTransaction` rejects with: bad input, no `api` config, a chain without swaps, or the request's errors. */
export type BuildSwapTransactionErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | SwapNetworkError
  | ApiRequestErrorType

const transactionSchema = z.object({
  tx: z.extend(swapTransactionSchema, {
    amount: baseUnitsSchema,
    minAmountOut: baseUnitsSchema,
    deadline: z.number(),
  }),
})

/**
 * POST /v1/convert/build-transaction: the router call that swaps `amount` of `from` for `to`, with
 * amountOutMin set by the slippage tolerance and a 20-minute deadline, paid to the account. Throws
 * `SwapNetworkError` on a chain without swaps, and the request's errors.
 *
 * @example
 * const tx = await buildSwapTransaction(latch, { amount: 10n ** 18n, from: eth, to: lusd, userAddress })
 */
export async function buildSwapTransaction(
  latch: Latch,
  parameters: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const amount = toBaseUnits('amount', parameters?.amount)
  const from = requireCaip10('from', parameters.from)
  const to = requireCaip10('to', parameters.to)
  const userAddress = requireCaip10('userAddress', parameters.userAddress)
  const { slippage = SLIPPAGE_TOLERANCE, disableEstimate } = parameters
  if (typeof slippage !== 'number' || !(slippage > 0 && slippage <= 50)) {
    throw new InvalidInputError('slippage', 'a percent above 0 and at most 50 is required')
  }
  const { tx } = await convertRequest(latch, 'buildSwapTransaction', {
    method: 'POST',
    path: '/v1/convert/build-transaction',
    body: { amount, from, to, userAddress, slippage, ...(disableEstimate ? { disableEstimate } : {}) },
    schema: transactionSchema,
  })
  return {
    ...toSwapTransactionRequest(tx),
    amount: tx.amount,
    minAmountOut: tx.minAmountOut,
    deadline: tx.deadline,
  }
}
