import { LatchError, type LatchErrorOptions } from './LatchError'

/** A sign-in was asked of an instance created without `siwx` config (spec §8). */
export class SiwxNotEnabledError extends LatchError<'SIWX_NOT_ENABLED'> {
  override name = 'SiwxNotEnabledError'
  constructor(options?: LatchErrorOptions) {
    super('SIWX_NOT_ENABLED', 'SIWX is not enabled', options)
  }
}

/** The sign-in failed: the message, the wallet's signature or keeping the session (spec §8). */
export class SiwxSignInError extends LatchError<'SIWX_SIGN_IN_FAILED'> {
  override name = 'SiwxSignInError'
  constructor(options?: LatchErrorOptions) {
    super('SIWX_SIGN_IN_FAILED', 'Error signing message', options)
  }
}
