import type { WalletCall } from '../calls/types'
import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { parseError } from '../errors/parseError'
import type { UnsupportedMethodError, UserRejectedRequestError } from '../errors/rpc'
import type { ChainAdapterNotFoundError, NetworkNotFoundError } from '../errors/state'
import { type ActiveAddressNotFoundError, SendTransactionError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getActiveWallet } from './getActiveWallet'
import { reportActionError } from './reportActionError'

export interface SendCallsParameters {
  /** The calls, in the order they run; at least one. */
  calls: readonly WalletCall[]
  /** Refuse unless the wallet runs the batch all or nothing (default true). */
  atomicRequired?: boolean
}

/** The batch id; `getCallsStatus` / `waitForCallsStatus` follow it. */
export interface SendCallsReturnType {
  id: string
}

/**
 * What `sendCalls` rejects with: bad calls, nothing connected, a wallet that cannot batch
 * (`UnsupportedMethodError`), the person's refusal, or the wallet's failure.
 */
export type SendCallsErrorType =
  | InvalidInputError
  | ActiveAddressNotFoundError
  | ChainAdapterNotFoundError
  | NetworkNotFoundError
  | UnsupportedMethodError
  | UserRejectedRequestError
  | SendTransactionError
  | LatchError

function invalidCall(call: WalletCall | undefined): string | undefined {
  if (typeof call !== 'object' || call === null) return 'each call must be an object'
  if (typeof call.to !== 'string' || call.to === '') return 'each call needs a `to` address'
  if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n))
    return '`value` must be a bigint of at least 0'
  if (
    call.data !== undefined &&
    (typeof call.data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(call.data))
  )
    return '`data` must be hex bytes'
  return undefined
}

/**
 * Asks the connected wallet to send `calls` from the active account on the active network as one batch,
 * behind one approval (EIP-5792 `wallet_sendCalls`): an approve and a transfer confirmed once, and, from a
 * smart account, run as one operation that succeeds or fails whole. Resolves the batch id once the wallet
 * has accepted it. A wallet that cannot batch (see `getCapabilities`) rejects with
 * `UnsupportedMethodError`; the person's refusal with `UserRejectedRequestError`. Changes no state.
 *
 * @example
 * const { id } = await sendCalls(latch, { calls: [{ to: token, data: approveData }, { to: token, data: transferData }] })
 * const { status } = await waitForCallsStatus(latch, { id }) // 'confirmed'
 */
export async function sendCalls(latch: Latch, parameters: SendCallsParameters): Promise<SendCallsReturnType> {
  const calls = parameters?.calls
  if (!Array.isArray(calls) || calls.length === 0) {
    throw reportActionError(latch, new InvalidInputError('calls', 'at least one call is required'))
  }
  const reason = calls.map(invalidCall).find((found) => found !== undefined)
  if (reason) throw reportActionError(latch, new InvalidInputError('calls', reason))
  const atomicRequired = parameters.atomicRequired ?? true
  if (typeof atomicRequired !== 'boolean') {
    throw reportActionError(latch, new InvalidInputError('atomicRequired', 'a boolean is required'))
  }
  const { call, connectorId, address, network } = getActiveWallet(latch, 'sendCalls')
  try {
    return { id: await call({ connectorId, address, network, calls, atomicRequired }) }
  } catch (cause) {
    throw reportActionError(
      latch,
      cause instanceof LatchError ? cause : new SendTransactionError({ cause, details: parseError(cause) }),
    )
  }
}
