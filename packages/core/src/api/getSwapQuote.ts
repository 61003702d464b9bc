import * as z from 'zod/mini'
import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { SwapQuote } from '../types/swap'
import { convertRequest } from './convertRequest'
import type { ApiNotConfiguredError, SwapNetworkError } from './errors'
import type { ApiRequestErrorType } from './request'
import { baseUnitsSchema, requireCaip10, toBaseUnits } from './swapInput'

export interface GetSwapQuoteParameters {
  /** Base units of `from`. */
  amount: bigint
  /** CAIP-10 account that would swap. */
  userAddress: string
  /** CAIP-10 ids of the tokens, on the account's chain. */
  from: string
  to: string
  /** Aborts the read, e.g. when the amount changed meanwhile. */
  signal?: AbortSignal
}

export type GetSwapQuoteReturnType = SwapQuote

/** What `getSwapQuote` rejects with: bad input, no `api` config, a chain without swaps, or the request's errors (422 SWAP_NO_ROUTE among them). */
export type GetSwapQuoteErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | SwapNetworkError
  | ApiRequestErrorType

const quotesSchema = z.object({
  quotes: z
    .array(
      z.object({
        id: z.string(),
        fromAmount: baseUnitsSchema,
        fromAccount: z.string(),
        toAmount: baseUnitsSchema,
        toAccount: z.string(),
        priceImpact: z.number(),
        route: z.array(z.string()),
      }),
    )
    .check(z.minLength(1)),
})

/**
 * GET /v1/convert/quotes: what `amount` of `from` buys of `to` now, and its price impact. The first
 * quote is the service's best. Throws `SwapNetworkError` on a chain without swaps, the request's
 * `HttpStatusError` (422 `SWAP_NO_ROUTE`) for a pair or amount the pool cannot fill.
 *
 * @example
 * const quote = await getSwapQuote(latch, { amount: 10n ** 18n, userAddress, from: eth, to: lusd })
 */
export async function getSwapQuote(
  latch: Latch,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const amount = toBaseUnits('amount', parameters?.amount)
  const userAddress = requireCaip10('userAddress', parameters.userAddress)
  const from = requireCaip10('from', parameters.from)
  const to = requireCaip10('to', parameters.to)
  const { quotes } = await convertRequest(latch, 'getSwapQuote', {
    path: '/v1/convert/quotes',
    query: { amount, userAddress, from, to },
    signal: parameters.signal,
    schema: quotesSchema,
  })
  return quotes[0] as SwapQuote
}
