import type { Latch } from '../latch'
import { getStore } from '../latch'
import { emptyAccountData } from '../store/accountData'

export type ResetSendReturnType = undefined

/**
 * Empties the Send form: no token, amount, receiver, fee or error.
 *
 * @example resetSend(latch)
 */
export function resetSend(latch: Latch): ResetSendReturnType {
  getStore(latch).setState({ send: emptyAccountData().send })
}
