import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import type { SwapToken } from '../types/swap'
import { reportActionError } from './reportActionError'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'

export interface SetSwapTokensParameters {
  /** The token to sell, one of `swap.tokens`; left as it is when absent. */
  from?: SwapToken
  /** The token to buy, one of `swap.tokens`; left as it is when absent. */
  to?: SwapToken
}

export type SetSwapTokensReturnType = undefined

/** What `setSwapTokens` throws: a token that is not one the swap service listed. */
export type SetSwapTokensErrorType = InvalidInputError

/**
 * Chooses the tokens of the Swap form. Choosing on one side the token the other side holds switches
 * the two, since a token cannot be swapped for itself. The quote is dropped and asked again once the
 * form rests (300 ms).
 *
 * @example setSwapTokens(latch, { to: lusd })
 */
export function setSwapTokens(latch: Latch, parameters: SetSwapTokensParameters): SetSwapTokensReturnType {
  const { swap } = getStore(latch).getState()
  const listed = (token: SwapToken | undefined) =>
    token === undefined || swap.tokens.some((each) => each.address === token.address)
  if (!listed(parameters?.from) || !listed(parameters?.to)) {
    throw reportActionError(
      latch,
      new InvalidInputError('token', 'a token the swap service listed is required'),
    )
  }
  const same = (a?: SwapToken, b?: SwapToken) => a !== undefined && a.address === b?.address
  let from = parameters.from ?? swap.from
  let to = parameters.to ?? swap.to
  if (same(from, to)) {
    // the side not chosen takes the other's old token
    if (parameters.from) to = swap.from
    else from = swap.to
  }
  updateSwap(latch, { from, to })
  scheduleSwapQuote(latch)
}
