import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { TokenBalance } from '../types/portfolio'
import { reportActionError } from './reportActionError'
import { updateSend } from './updateSend'

export interface SetSendTokenParameters {
  /** One of `portfolio.tokens` (the native token has no `address`). */
  token: TokenBalance
}

export type SetSendTokenReturnType = undefined

/** What `setSendToken` throws: no token given. */
export type SetSendTokenErrorType = InvalidInputError

/**
 * Chooses the token of the Send form; the amount stays as typed, the fee estimate is dropped.
 *
 * @example setSendToken(latch, { token: getStore(latch).getState().portfolio.tokens[0] })
 */
export function setSendToken(latch: Latch, parameters: SetSendTokenParameters): SetSendTokenReturnType {
  const token = parameters?.token
  if (typeof token !== 'object' || token === null || typeof token.symbol !== 'string') {
    throw reportActionError(latch, new InvalidInputError('token', 'a token balance is required'))
  }
  updateSend(latch, { token })
}
