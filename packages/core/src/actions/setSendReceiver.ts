import type { Latch } from '../createLatch'
import type { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { reportActionError } from './reportActionError'

export interface SetSendReceiverParameters {
  /** What the person typed: an address of the active namespace, or a name such as 'alice.latch.local'. */
  receiver: string
}

export type SetSendReceiverReturnType = undefined

/** What `setSendReceiver` throws: a receiver that is not a string (a name that fails to resolve is `send.receiverStatus: 'error'`). */
export type SetSendReceiverErrorType = InvalidInputError

/**
 * Stores the receiver of the Send form. An address of the active namespace is used as is; a name
 * (it contains a dot) is resolved through the profile service, setting `receiverAddress`,
 * `receiverProfileName` and `receiverProfileImage`, or `receiverStatus: 'error'` with
 * 'Error resolving name'. An answer that arrives after the text changed again is dropped.
 *
 * @example await setSendReceiver(latch, { receiver: 'alice.latch.local' })
 */
export async function setSendReceiver(
  latch: Latch,
  parameters: SetSendReceiverParameters,
): Promise<SetSendReceiverReturnType> {
  void parameters
  throw reportActionError(latch, new LatchError('NOT_IMPLEMENTED', 'setSendReceiver is not implemented yet'))
}
