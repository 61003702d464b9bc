import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { reportActionError } from './reportActionError'
import { updateOnramp } from './updateOnramp'

export interface SetOnrampAmountParameters {
  /** As typed, in the payment currency ('50', '49.99'); checked by `fetchOnrampQuote`. */
  amount: string
}

export type SetOnrampAmountReturnType = undefined

/** What `setOnrampAmount` throws: an amount that is not a string. */
export type SetOnrampAmountErrorType = InvalidInputError

/**
 * Stores the on-ramp amount as typed; the quote and any earlier message are dropped.
 *
 * @example setOnrampAmount(latch, { amount: '50' })
 */
export function setOnrampAmount(
  latch: Latch,
  parameters: SetOnrampAmountParameters,
): SetOnrampAmountReturnType {
  const amount = parameters?.amount
  if (typeof amount !== 'string') {
    throw reportActionError(latch, new InvalidInputError('amount', 'a decimal string is required'))
  }
  updateOnramp(latch, { amount, error: undefined })
}
