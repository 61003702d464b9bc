import { ApiError } from '../http/errors'
import { FarcasterRelayError, FarcasterRelayRefusedError } from './farcasterErrors'

/**
 * A relay that failed, or refused what the services asked (their setup, not the person), as the frame
 * hears it: 502 FARCASTER_RELAY_FAILED, 'Failed to connect to farcaster'; the reason goes to the log only.
 * Any other error is thrown on.
 *
 * @example
 * const channel = await relay.createChannel(params).catch((error) => { throw toFarcasterRelayFailure(error) })
 */
export function toFarcasterRelayFailure(error: unknown): ApiError {
  if (!(error instanceof FarcasterRelayError || error instanceof FarcasterRelayRefusedError)) throw error
  console.warn(`[api] Farcaster relay: ${error.code}: ${error.details}`)
  return new ApiError('FARCASTER_RELAY_FAILED', 'Failed to connect to farcaster')
}
