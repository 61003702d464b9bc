import { LatchError } from '@latch/core'

/** The relay could not be reached, failed, or answered something that is not its channel API. */
export class FarcasterRelayError extends LatchError<'FARCASTER_RELAY_FAILED'> {
  override name = 'FarcasterRelayError'
  constructor(details: string, cause?: unknown) {
    super('FARCASTER_RELAY_FAILED', 'Failed to connect to farcaster', { details, cause })
  }
}

/** The relay refused the channel's parameters (its 400). */
export class FarcasterRelayRefusedError extends LatchError<'FARCASTER_RELAY_REFUSED'> {
  override name = 'FarcasterRelayRefusedError'
  constructor(details: string) {
    super('FARCASTER_RELAY_REFUSED', 'The Farcaster relay refused the sign-in request', { details })
  }
}

/** The relay knows no such channel: never opened, expired, cancelled, or its result already read (its 401). */
export class FarcasterChannelNotFoundError extends LatchError<'FARCASTER_CHANNEL_NOT_FOUND'> {
  override name = 'FarcasterChannelNotFoundError'
  constructor(details: string) {
    super('FARCASTER_CHANNEL_NOT_FOUND', 'The Farcaster sign-in expired or was cancelled', { details })
  }
}

/** A well-formed EIP-4361 message that is not a Sign In With Farcaster one (statement, fid resource). */
export class InvalidFarcasterMessageError extends LatchError<'INVALID_FARCASTER_MESSAGE'> {
  override name = 'InvalidFarcasterMessageError'
  constructor(details: string) {
    super('INVALID_FARCASTER_MESSAGE', 'Not a Sign In With Farcaster message', { details })
  }
}

/** The message's `farcaster://fid/<fid>` resource names another fid than the one signing in. */
export class FarcasterFidMismatchError extends LatchError<'FARCASTER_FID_MISMATCH'> {
  override name = 'FarcasterFidMismatchError'
  constructor(details: string) {
    super('FARCASTER_FID_MISMATCH', 'The message is for another Farcaster account', { details })
  }
}

/** The message's signer is not the fid's custody address in the ID registry. */
export class FarcasterCustodyMismatchError extends LatchError<'FARCASTER_NOT_CUSTODY'> {
  override name = 'FarcasterCustodyMismatchError'
  constructor(details: string) {
    super('FARCASTER_NOT_CUSTODY', 'The signer does not hold this Farcaster account', { details })
  }
}
