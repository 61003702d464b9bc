import type { Latch } from '../createLatch'
import { emptyAccountData } from '../store/accountData'

export type ResetSendReturnType = undefined

/**
 * Empties the Send form: no token, amount, receiver, fee or error.
 *
 * @example resetSend(latch)
 */
export function resetSend(latch: Latch): ResetSendReturnType {
  latch.store.setState({ send: emptyAccountData().send })
}
