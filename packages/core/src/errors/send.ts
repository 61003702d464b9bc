import { LatchError, type LatchErrorOptions } from './LatchError'

/** Why a send was refused before the wallet was asked, in the order the checks run. */
export type SendValidationReason =
  | 'missing-amount-or-receiver'
  | 'missing-token'
  | 'unsupported-chain'
  | 'invalid-amount'
  | 'too-many-decimals'
  | 'insufficient-balance'
  | 'invalid-receiver'

/**
 * The Send form cannot be sent as it is (spec §5): the short message is the one to show under the
 * form ('An amount and receiver address are required', 'Insufficient balance'…), `reason` says which
 * check failed.
 */
export class SendValidationError extends LatchError<'INVALID_SEND'> {
  override name = 'SendValidationError'
  readonly reason: SendValidationReason
  constructor(reason: SendValidationReason, shortMessage: string, options?: LatchErrorOptions) {
    super('INVALID_SEND', shortMessage, options)
    this.reason = reason
  }
}

/** The transaction was mined but reverted; `hash` names it. */
export class TransactionRevertedError extends LatchError<'TRANSACTION_REVERTED'> {
  override name = 'TransactionRevertedError'
  readonly hash: string
  constructor(hash: string, options?: Pick<LatchErrorOptions, 'cause'>) {
    super('TRANSACTION_REVERTED', 'Transaction reverted', {
      ...options,
      details: `The transaction ${hash} reverted.`,
    })
    this.hash = hash
  }
}
