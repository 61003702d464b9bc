import type { CallsStatus } from '../calls/types'
import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import { UnknownRpcError, type UnsupportedMethodError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import type { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

export interface GetCallsStatusParameters {
  /** The id `sendCalls` answered. */
  id: string
}

/** The batch's status and, once mined, its receipts. */
export type GetCallsStatusReturnType = CallsStatus

/** What `getCallsStatus` rejects with: no id, nothing connected, a wallet without batches, or its failure. */
export type GetCallsStatusErrorType =
  | InvalidInputError
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | UnknownRpcError
  | LatchError

/**
 * The status of a batch `sendCalls` sent, asked of the wallet that sent it (EIP-5792
 * `wallet_getCallsStatus`): pending, confirmed, failed, reverted or partly reverted, with its receipts.
 * Changes no state.
 *
 * @example
 * const { status, receipts } = await getCallsStatus(latch, { id })
 */
export async function getCallsStatus(
  latch: Latch,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  if (typeof parameters?.id !== 'string' || parameters.id === '') {
    throw reportActionError(latch, new InvalidInputError('id', 'the id sendCalls answered is required'))
  }
  const { call, connectorId } = getActiveWallet(latch, 'getCallsStatus')
  try {
    return await call({ connectorId, id: parameters.id })
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new UnknownRpcError({ cause, details: parseError(cause) }),
    )
  }
}
