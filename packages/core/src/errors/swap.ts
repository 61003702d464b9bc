import { LatchError, type LatchErrorOptions } from './LatchError'
import { priceMovedMessage } from './priceMovedMessage'

/**
 * The swap was mined but reverted. The router reverts a swap when the pool no longer gives the
 * minimum accepted (the price moved past the slippage tolerance since the quote) or the deadline
 * passed; the message says so and invites a new try, rather than a bare 'Transaction reverted'.
 */
export class SwapRevertedError extends LatchError<'SWAP_REVERTED'> {
  override name = 'SwapRevertedError'
  readonly hash: string
  constructor(hash: string, slippage: number, options?: Pick<LatchErrorOptions, 'cause'>) {
    super('SWAP_REVERTED', priceMovedMessage(slippage), {
      ...options,
      details: `The swap ${hash} reverted.`,
    })
    this.hash = hash
  }
}

/**
 * The Swap form cannot be swapped as it is: the short message is the one shown under the form
 * ('Select a token', 'Enter a valid amount', 'Insufficient balance'…).
 */
export class SwapValidationError extends LatchError<'INVALID_SWAP'> {
  override name = 'SwapValidationError'
  constructor(shortMessage: string, options?: LatchErrorOptions) {
    super('INVALID_SWAP', shortMessage, options)
  }
}

/** A swap step failed in a way no other error names (an answer that is not a LatchError). */
export class SwapFailedError extends LatchError<'SWAP_FAILED'> {
  override name = 'SwapFailedError'
  constructor(options?: LatchErrorOptions) {
    super('SWAP_FAILED', 'Swap failed', options)
  }
}
