import {
  ConnectionRejectedError,
  FailedToConnectError,
  fromRpcError,
  LatchError,
  UserRejectedRequestError,
} from '@latch/core'

/**
 * Maps whatever a wallet threw while connecting to a LatchError: LatchErrors (timeout, malformed
 * answer) pass through, EIP-1193 4001 becomes `ConnectionRejectedError`, anything else a
 * `FailedToConnectError` caused by the RPC error `fromRpcError` recognised.
 *
 * @example
 * toConnectError({ code: 4001, message: 'User rejected' }).code // 'CONNECTION_REJECTED'
 */
export function toConnectError(error: unknown): LatchError {
  if (error instanceof LatchError) return error
  const cause = fromRpcError(error)
  if (cause instanceof UserRejectedRequestError) return new ConnectionRejectedError({ cause })
  return new FailedToConnectError({ details: cause.details ?? cause.shortMessage, cause })
}
