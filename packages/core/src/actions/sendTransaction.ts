import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { UnsupportedMethodError, UserRejectedRequestError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import { type ActiveAddressNotFoundError, SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

export interface SendTransactionParameters {
  /** The recipient (or contract) address. */
  to: string
  /** The amount in the smallest unit (wei); default none. */
  value?: bigint
  /** Call data, 0x-prefixed hex. */
  data?: string
}

/** The transaction hash, hex-encoded (32 bytes on eip155). */
export type SendTransactionReturnType = string

/** What `sendTransaction` rejects with: bad input, nothing connected, the person's refusal, or the wallet's or node's failure. */
export type SendTransactionErrorType =
  | InvalidInputError
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | UserRejectedRequestError
  | SendTransactionError
  | LatchError

/**
 * Asks the connected wallet to send a transaction from the active account on the active network,
 * and resolves its hash once the wallet has broadcast it (see `waitForTransactionReceipt`).
 * Changes no state; failures are reported (a refusal is the person's choice and is not).
 *
 * @example
 * const hash = await sendTransaction(latch, { to: '0x7099…79C8', value: 10n ** 18n })
 */
export async function sendTransaction(
  latch: Latch,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  if (typeof parameters?.to !== 'string' || parameters.to === '') {
    throw reportActionError(latch, new InvalidInputError('to', 'an address is required'))
  }
  if (parameters.value !== undefined && (typeof parameters.value !== 'bigint' || parameters.value < 0n)) {
    throw reportActionError(latch, new InvalidInputError('value', 'a bigint of at least 0 is required'))
  }
  if (parameters.data !== undefined && typeof parameters.data !== 'string') {
    throw reportActionError(latch, new InvalidInputError('data', 'a hex string is required'))
  }
  const { call, connectorId, address, network } = getActiveWallet(latch, 'sendTransaction')
  const { to, value, data } = parameters
  try {
    return await call({ connectorId, address, to, value, data, network })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SendTransactionError({ cause, details: parseError(cause) }),
    )
  }
}
