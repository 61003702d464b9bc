import type { LatchError } from '../errors/LatchError'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'

/**
 * The person's own choices, and a Send or Swap form they have not finished (its message is shown under the
 * form): an action ends with them, but they are not faults worth a report.
 */
const CHOICES: ReadonlySet<string> = new Set([
  'CONNECTION_REJECTED',
  'USER_REJECTED',
  'MODAL_CLOSED',
  'INVALID_SEND',
  'INVALID_SWAP',
])

/**
 * Where every failure of an action goes (spec §8: all errors are wrapped and reported): the caller
 * wraps it in a LatchError, this hands it to the error-report path (with `api` config: analytics, at
 * most 5 per 60 s; nothing otherwise) and returns it to be thrown.
 *
 * @example
 * throw reportActionError(latch, cause instanceof LatchError ? cause : new FailedToConnectError({ cause }))
 */
export function reportActionError<error extends LatchError>(latch: Latch, error: error): error {
  if (!CHOICES.has(error.code)) getLatchInternal(latch).reportError?.(error)
  return error
}
