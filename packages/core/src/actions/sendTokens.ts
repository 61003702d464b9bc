import type { Latch } from '../createLatch'
import { LatchError } from '../errors/LatchError'
import type { UserRejectedRequestError } from '../errors/rpc'
import type { SendValidationError, TransactionRevertedError } from '../errors/send'
import type { ActiveAddressNotFoundError, SendTransactionError } from '../errors/transaction'
import { reportActionError } from './reportActionError'

/** The transaction's hash, once it is mined and succeeded. */
export type SendTokensReturnType = string

/** What `sendTokens` rejects with. */
export type SendTokensErrorType =
  | SendValidationError
  | ActiveAddressNotFoundError
  | UserRejectedRequestError
  | SendTransactionError
  | TransactionRevertedError
  | LatchError

/**
 * Sends what the Send form holds: validates it (validateSend; a refusal throws and changes
 * nothing), asks the wallet through the adapter's `sendTransfer`, shows the transaction in
 * Activity as pending at once, and waits until it is mined. Success: a success snackbar, the form
 * reset, balance, tokens and activity refreshed. Rejected in the wallet: an error snackbar, the form
 * kept as it was. Reverted: an error snackbar and `TransactionRevertedError` with the hash.
 *
 * @example
 * setSendToken(latch, { token })
 * setSendAmount(latch, { amount: '1.5' })
 * await setSendReceiver(latch, { receiver: '0x7099…79C8' })
 * const hash = await sendTokens(latch)
 */
export async function sendTokens(latch: Latch): Promise<SendTokensReturnType> {
  throw reportActionError(latch, new LatchError('NOT_IMPLEMENTED', 'sendTokens is not implemented yet'))
}
