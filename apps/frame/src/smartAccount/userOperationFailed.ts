import { FrameChannelError } from '@latch/frame-protocol'
import { BaseError, RpcRequestError } from 'viem'

/**
 * The paymaster's own refusal inside `error`, when that is what stopped the operation: its JSON-RPC answer
 * carries `data.code` (the services' paymaster does: SESSION_REQUIRED, FEE_ABOVE_CAP,
 * USER_DAILY_BUDGET_EXCEEDED…), and its message says why, where viem's short message only names the
 * JSON-RPC code ('Requested resource not found').
 */
function paymasterRefusalOf(error: BaseError): string | undefined {
  const answer = error.walk(
    (cause) =>
      cause instanceof RpcRequestError &&
      typeof cause.data === 'object' &&
      cause.data !== null &&
      'code' in cause.data &&
      typeof cause.data.code === 'string',
  )
  return answer instanceof RpcRequestError ? answer.details : undefined
}

/**
 * -32603 for a user operation that the bundler, the paymaster or the chain refused, with what they said
 * (the paymaster's message, else viem's short message: e.g. the bundler's AA code or the call's revert),
 * one line, so the page can show it.
 *
 * @example throw userOperationFailed(error)
 */
export function userOperationFailed(error: unknown): FrameChannelError {
  const said =
    error instanceof BaseError
      ? (paymasterRefusalOf(error) ?? error.shortMessage)
      : error instanceof Error
        ? error.message
        : ''
  const line = said.replace(/\p{Cc}+/gu, ' ').trim()
  return new FrameChannelError(
    'FRAME_REQUEST_FAILED',
    `The smart account could not send this${line ? `: ${line}` : ''}`,
    { rpcCode: -32603, cause: error },
  )
}
