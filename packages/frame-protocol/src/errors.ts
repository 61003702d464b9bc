/** What went wrong on the channel; stable, so the embedded-wallet connector can map each to its message. */
export type FrameChannelErrorCode =
  /** The frame did not say it was ready within the wait limit (spec §4: the request is blocked). */
  | 'FRAME_NOT_READY'
  /** No answer within the request's time limit. */
  | 'FRAME_TIMEOUT'
  /** The channel was closed (the frame was removed) with the request pending. */
  | 'FRAME_CLOSED'
  /** The request's payload does not match its schema; nothing was posted. */
  | 'FRAME_INVALID_REQUEST'
  /** The frame answered with an error (its message and, for RPC, its code). */
  | 'FRAME_REQUEST_FAILED'

/**
 * A failed frame request. `rpcCode` carries the frame's EIP-1193 / JSON-RPC code when it gave one
 * (4001 when the person rejected).
 *
 * @example
 * if (error instanceof FrameChannelError && error.rpcCode === 4001) showRejected()
 */
export class FrameChannelError extends Error {
  override name = 'FrameChannelError'
  readonly code: FrameChannelErrorCode
  readonly rpcCode: number | undefined
  constructor(
    code: FrameChannelErrorCode,
    message: string,
    options: { rpcCode?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.rpcCode = options.rpcCode
  }
}
