import { ConnectionRejectedError, FailedToConnectError } from './connection'
import { LatchError } from './LatchError'
import { fromRpcError, UserRejectedRequestError } from './rpc'

/**
 * Maps whatever a wallet threw while connecting to a LatchError, for every adapter: LatchErrors (timeout,
 * malformed answer) pass through, 4001 (EIP-1193's, which wallet-standard wallets and injected providers
 * reuse) becomes `ConnectionRejectedError`, anything else a `FailedToConnectError` caused by the RPC error
 * `fromRpcError` recognised.
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
