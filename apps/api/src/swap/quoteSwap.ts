import type { Address } from 'viem'
import { ApiError } from '../http/errors'
import { describeSwapTokens } from './describeSwapTokens'
import type { SwapContext } from './findSwapContext'
import type { SwapQuote } from './types'

/**
 * The source's quote for `amount` of `from` into `to`, or 422 SWAP_NO_ROUTE naming both tokens by
 * symbol when no pool path can fill it.
 *
 * @example
 * const quote = await quoteSwap(context, { from: SWAP_NATIVE_TOKEN_ADDRESS, to: lusd, amount })
 */
export async function quoteSwap(
  context: SwapContext,
  params: { from: Address; to: Address; amount: bigint },
): Promise<SwapQuote> {
  const quote = await context.source.quote(params)
  if (quote) return quote
  const [from, to] = await describeSwapTokens({ ...context, addresses: [params.from, params.to] })
  throw new ApiError(
    'SWAP_NO_ROUTE',
    `No route from ${from!.symbol} to ${to!.symbol} on eip155:${context.chain.id}`,
  )
}
