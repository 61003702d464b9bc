import type { TypedDataDefinition } from '../adapter'
import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { UnsupportedMethodError, UserRejectedRequestError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import { type ActiveAddressNotFoundError, SignMessageError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

export interface SignTypedDataParameters {
  /** EIP-712 typed data: domain, types, primaryType and message. */
  typedData: TypedDataDefinition
}

/** The signature, hex-encoded (65 bytes). */
export type SignTypedDataReturnType = string

/** What `signTypedData` rejects with: nothing connected, a namespace without typed data, the person's refusal, or the wallet's failure. */
export type SignTypedDataErrorType =
  | InvalidInputError
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | UserRejectedRequestError
  | SignMessageError
  | LatchError

/**
 * Asks the connected wallet to sign EIP-712 typed data with the active account. Changes no state;
 * failures are reported (a refusal is the person's choice and is not).
 *
 * @example
 * const signature = await signTypedData(latch, { typedData: { domain, types, primaryType: 'Mail', message } })
 */
export async function signTypedData(
  latch: Latch,
  parameters: SignTypedDataParameters,
): Promise<SignTypedDataReturnType> {
  const typedData = parameters?.typedData
  if (typeof typedData !== 'object' || typedData === null || typeof typedData.primaryType !== 'string') {
    throw reportActionError(
      latch,
      new InvalidInputError('typedData', 'types, primaryType and message are required'),
    )
  }
  const { call, connectorId, address } = getActiveWallet(latch, 'signTypedData')
  try {
    return await call({ connectorId, address, typedData })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SignMessageError({ cause, details: parseError(cause) }),
    )
  }
}
