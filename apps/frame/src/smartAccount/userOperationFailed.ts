import { FrameChannelError } from '@latch/frame-protocol'
import { BaseError } from 'viem'

/**
 * -32603 for a user operation that the bundler, the paymaster or the chain refused, with what they said
 * (viem's short message: e.g. the bundler's AA code or the call's revert), one line, so the page can show it.
 *
 * @example throw userOperationFailed(error)
 */
export function userOperationFailed(error: unknown): FrameChannelError {
  const said = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : ''
  const line = said.replace(/\p{Cc}+/gu, ' ').trim()
  return new FrameChannelError(
    'FRAME_REQUEST_FAILED',
    `The smart account could not send this${line ? `: ${line}` : ''}`,
    { rpcCode: -32603, cause: error },
  )
}
