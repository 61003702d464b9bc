import {
  ConnectionRejectedError,
  FailedToConnectError,
  fromRpcError,
  LatchError,
  UserRejectedRequestError,
} from '@latch/core'

/**
 * Maps whatever a wallet threw while connecting to a LatchError: LatchErrors pass through, 4001 (which
 * wallet-standard wallets and Phantom's provider reuse from EIP-1193) becomes `ConnectionRejectedError`,
 * anything else a `FailedToConnectError`.
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
