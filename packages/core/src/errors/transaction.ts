import { LatchError, type LatchErrorOptions } from './LatchError'

/** The wallet failed to sign, or answered something that is not a signature (spec §8: 'Error signing message'). */
export class SignMessageError extends LatchError<'SIGN_MESSAGE_FAILED'> {
  override name = 'SignMessageError'
  constructor(options?: LatchErrorOptions) {
    super('SIGN_MESSAGE_FAILED', 'Error signing message', options)
  }
}

/** The wallet failed to send a transaction, or answered something that is not a transaction hash. */
export class SendTransactionError extends LatchError<'SEND_TRANSACTION_FAILED'> {
  override name = 'SendTransactionError'
  constructor(options?: LatchErrorOptions) {
    super('SEND_TRANSACTION_FAILED', 'Failed to send transaction', options)
  }
}

/** The transaction's receipt could not be read (the RPC failed, or it was not mined in time). */
export class TransactionReceiptError extends LatchError<'TRANSACTION_RECEIPT_FAILED'> {
  override name = 'TransactionReceiptError'
  constructor(options?: LatchErrorOptions) {
    super('TRANSACTION_RECEIPT_FAILED', 'Failed to get the transaction receipt', options)
  }
}

/** There is no connected account to act for (spec §8: 'No ActiveCaipAddress found'). */
export class ActiveAddressNotFoundError extends LatchError<'NO_ACTIVE_ADDRESS'> {
  override name = 'ActiveAddressNotFoundError'
  constructor(options?: LatchErrorOptions) {
    super('NO_ACTIVE_ADDRESS', 'No ActiveCaipAddress found', options)
  }
}

/** The network fee of a transfer could not be estimated (the node refused, or the adapter cannot). */
export class EstimateFeeError extends LatchError<'ESTIMATE_FEE_FAILED'> {
  override name = 'EstimateFeeError'
  constructor(options?: LatchErrorOptions) {
    super('ESTIMATE_FEE_FAILED', 'Failed to estimate the network fee', options)
  }
}
