import {
  EmbeddedWalletError,
  EmbeddedWalletTimeoutError,
  FrameLoadError,
  InvalidConfigError,
  type LatchError,
} from '@latch/core'

/**
 * A frame channel failure as the modal's error: no answer in time is 'Embedded Wallet Request Timed Out',
 * a frame that never became ready 'Unable to load email login dependency', a refusal the frame's own words;
 * a missing project stays the `InvalidConfigError` it is.
 * Read by `code`, so this file does not load the channel's code.
 */
export function toEmbeddedError(error: unknown): LatchError {
  // a page without createLatch's projectId: the host's mistake, named as such
  if (error instanceof InvalidConfigError) return error
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'FRAME_TIMEOUT') return new EmbeddedWalletTimeoutError({ details: message, cause: error })
  if (code === 'FRAME_NOT_READY' || code === 'FRAME_LOAD_FAILED')
    return new FrameLoadError({ details: message, cause: error })
  return new EmbeddedWalletError(message, { cause: error })
}

/** An EIP-1193 error (code and message), as dApps and the adapter's error mapping read it. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * A frame channel failure as the provider's EIP-1193 error: the frame's JSON-RPC code (4001 rejected,
 * 4100, 4200...) with its message; a timeout or a dead frame as 4900 (disconnected).
 */
export function toProviderError(error: unknown): ProviderRpcError {
  const rpcCode = typeof error === 'object' && error !== null ? Reflect.get(error, 'rpcCode') : undefined
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(typeof rpcCode === 'number' ? rpcCode : 4900, message)
}
