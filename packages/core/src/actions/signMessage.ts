import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { UnsupportedMethodError, UserRejectedRequestError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import { type ActiveAddressNotFoundError, SignMessageError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

export interface SignMessageParameters {
  /** The text to sign (UTF-8). */
  message: string
}

/** The signature, hex-encoded (65 bytes on eip155). */
export type SignMessageReturnType = string

/** What `signMessage` rejects with: nothing connected, the person's refusal, or the wallet's failure. */
export type SignMessageErrorType =
  | InvalidInputError
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | UserRejectedRequestError
  | SignMessageError
  | LatchError

/**
 * Asks the connected wallet to sign `message` with the active account. Changes no state; failures
 * are reported (a refusal, `UserRejectedRequestError`, is the person's choice and is not).
 *
 * @example
 * const signature = await signMessage(latch, { message: 'Sign in to example.com' })
 */
export async function signMessage(
  latch: Latch,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (typeof parameters?.message !== 'string') {
    throw reportActionError(latch, new InvalidInputError('message', 'a string is required'))
  }
  const { call, connectorId, address } = getActiveWallet(latch, 'signMessage')
  try {
    return await call({ connectorId, address, message: parameters.message })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SignMessageError({ cause, details: parseError(cause) }),
    )
  }
}
