import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { reportActionError } from './reportActionError'
import { scheduleSwapQuote } from './scheduleSwapQuote'
import { updateSwap } from './updateSwap'

export interface SetSwapAmountParameters {
  /** The amount to sell as typed, in whole `from` tokens ('1.5'); checked by checkSwap. */
  amount: string
}

export type SetSwapAmountReturnType = undefined

/** What `setSwapAmount` throws: an amount that is not a string. */
export type SetSwapAmountErrorType = InvalidInputError

/**
 * Stores the amount of the Swap form as typed and asks for a fresh quote once typing pauses (300 ms);
 * the quote for the previous amount is dropped at once, and its read aborted if still on its way.
 *
 * @example setSwapAmount(latch, { amount: '1.5' })
 */
export function setSwapAmount(latch: Latch, parameters: SetSwapAmountParameters): SetSwapAmountReturnType {
  const amount = parameters?.amount
  if (typeof amount !== 'string') {
    throw reportActionError(latch, new InvalidInputError('amount', 'a decimal string is required'))
  }
  updateSwap(latch, { amount })
  scheduleSwapQuote(latch)
}
