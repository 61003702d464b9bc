import { LatchError } from '@latch/core'

/** A sign-in message that cannot be built or read: `field` names what is wrong (spec §3 message fields). */
export class InvalidSiwxMessageError extends LatchError<'INVALID_SIWX_MESSAGE'> {
  override name = 'InvalidSiwxMessageError'
  readonly field: string
  constructor(field: string, reason: string) {
    super('INVALID_SIWX_MESSAGE', 'Invalid sign-in message', { details: `${field}: ${reason}` })
    this.field = field
  }
}

/** The message names another site than the one verifying it. */
export class SiwxDomainMismatchError extends LatchError<'SIWX_DOMAIN_MISMATCH'> {
  override name = 'SiwxDomainMismatchError'
  constructor(details: string) {
    super('SIWX_DOMAIN_MISMATCH', 'Sign-in is for another site', { details })
  }
}

/** The message's URI is not under the one the verifier expects. */
export class SiwxUriMismatchError extends LatchError<'SIWX_URI_MISMATCH'> {
  override name = 'SiwxUriMismatchError'
  constructor(details: string) {
    super('SIWX_URI_MISMATCH', 'Sign-in is for another address', { details })
  }
}

/** The message is for a chain the verifier does not accept. */
export class SiwxChainMismatchError extends LatchError<'SIWX_CHAIN_MISMATCH'> {
  override name = 'SiwxChainMismatchError'
  constructor(details: string) {
    super('SIWX_CHAIN_MISMATCH', 'Sign-in is for another network', { details })
  }
}

/** The message's expiration time has passed. */
export class SiwxExpiredError extends LatchError<'SIWX_EXPIRED'> {
  override name = 'SiwxExpiredError'
  constructor(details: string) {
    super('SIWX_EXPIRED', 'Session Expired', { details })
  }
}

/** The message's not-before time has not come yet. */
export class SiwxNotYetValidError extends LatchError<'SIWX_NOT_YET_VALID'> {
  override name = 'SiwxNotYetValidError'
  constructor(details: string) {
    super('SIWX_NOT_YET_VALID', 'Sign-in is not valid yet', { details })
  }
}

/** The nonce is not the one issued, or was used already (a replay). */
export class SiwxNonceError extends LatchError<'SIWX_INVALID_NONCE'> {
  override name = 'SiwxNonceError'
  constructor(details: string) {
    super('SIWX_INVALID_NONCE', 'Sign-in nonce is invalid or used', { details })
  }
}

/** The signature is not the account's over this exact message. */
export class SiwxSignatureError extends LatchError<'SIWX_INVALID_SIGNATURE'> {
  override name = 'SiwxSignatureError'
  constructor(details: string, cause?: unknown) {
    super('SIWX_INVALID_SIGNATURE', 'Invalid signature', { details, cause })
  }
}
