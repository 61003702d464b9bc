import type { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { type GetSessionReturnType, getSession } from './getSession'
import type { Unwatch, WatchParameters } from './watchSelection'
import { watchSelection } from './watchSelection'

export type WatchSessionParameters = WatchParameters<GetSessionReturnType>

/** Stops watching. */
export type WatchSessionReturnType = Unwatch

/** What `watchSession` throws: an `onChange` that is not a function. */
export type WatchSessionErrorType = InvalidInputError

/**
 * Calls `onChange` whenever the sign-in's status or session changes (signed in, signed out, another
 * account). Returns the function that stops it.
 *
 * @example
 * const unwatch = watchSession(latch, { onChange: ({ status }) => setSignedIn(status === 'signedIn') })
 */
export function watchSession(latch: Latch, parameters: WatchSessionParameters): WatchSessionReturnType {
  return watchSelection(latch, getSession, parameters)
}
