import type { LatchError } from '../errors/LatchError'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'

/** Errors already handed to the report path: an action that rethrows another's reported error (email
 * login's connect) reports it once. */
const REPORTED = new WeakSet<LatchError>()

/**
 * Where every failure of an action goes (spec §8: all errors are wrapped and reported, the person's own
 * choices too: refusing in the wallet, closing the modal, an unfinished form): the caller wraps it in a
 * LatchError, this hands it to the error-report path once (with `api` config: analytics, at most 5 per
 * 60 s; nothing otherwise) and returns it to be thrown.
 *
 * @example
 * throw reportActionError(latch, cause instanceof LatchError ? cause : new FailedToConnectError({ cause }))
 */
export function reportActionError<error extends LatchError>(latch: Latch, error: error): error {
  if (!REPORTED.has(error)) {
    REPORTED.add(error)
    const internal = getLatchInternal(latch)
    if (internal.reportError) internal.reportError(error)
    // the report path loads lazily: a failure at page load waits for it rather than being dropped
    else if (latch.config.api) internal.pendingReports = [...(internal.pendingReports ?? []), error]
  }
  return error
}
