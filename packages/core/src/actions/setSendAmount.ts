import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { reportActionError } from './reportActionError'
import { updateSend } from './updateSend'

export interface SetSendAmountParameters {
  /** The amount as typed, in whole tokens ('1.5'); checked when sending (validateSend). */
  amount: string
}

export type SetSendAmountReturnType = undefined

/** What `setSendAmount` throws: an amount that is not a string. */
export type SetSendAmountErrorType = InvalidInputError

/**
 * Stores the amount of the Send form as typed; the fee estimate is dropped.
 *
 * @example setSendAmount(latch, { amount: '1.5' })
 */
export function setSendAmount(latch: Latch, parameters: SetSendAmountParameters): SetSendAmountReturnType {
  const amount = parameters?.amount
  if (typeof amount !== 'string') {
    throw reportActionError(latch, new InvalidInputError('amount', 'a decimal string is required'))
  }
  updateSend(latch, { amount })
}
