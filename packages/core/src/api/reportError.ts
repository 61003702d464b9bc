import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from '../constants'
import { parseError } from '../errors/parseError'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import { redactUrls } from './redactUrls'
import { sendAnalyticsEvent } from './sendAnalyticsEvent'

/** Keeps a report under the service's body limit: a stack's first frames say enough. */
const MAX_MESSAGE_LENGTH = 1000
const MAX_STACK_LENGTH = 4000

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

export interface ReportErrorParameters {
  /** Anything thrown: an Error, a LatchError, a `{ name, message, stack? }`, a string. */
  error: unknown
}

/** Whether the report was sent. */
export type ReportErrorReturnType = boolean

/** `reportError` never rejects: a report not sent resolves `false`. */
export type ReportErrorErrorType = never

/**
 * Reports an error (an Error, or any `{ name, message, stack? }`) to analytics as
 * `{ type: 'error', name, message, stack }`, URLs in them without query string or fragment, sent
 * only when analytics is on (see sendAnalyticsEvent), at most 5 per 60 s
 * per instance (ERROR_REPORTS_MAX in ERROR_REPORTS_WINDOW_MS, a sliding window); reports over the
 * limit are dropped. The limit is checked at once, before any await. Resolves whether it was sent;
 * never throws. Without `api` config nothing is sent or counted.
 *
 * @example
 * try { await getWallets(latch) } catch (error) { void reportError(latch, { error }) }
 */
export function reportError(latch: Latch, parameters: ReportErrorParameters): Promise<ReportErrorReturnType> {
  const error = parameters?.error
  if (!latch.config.api) return Promise.resolve(false)
  const now = Date.now()
  const recent = getLatchInternal(latch).api.errorReportTimes.filter(
    (at) => now - at < ERROR_REPORTS_WINDOW_MS,
  )
  getLatchInternal(latch).api.errorReportTimes = recent
  if (recent.length >= ERROR_REPORTS_MAX) return Promise.resolve(false)
  recent.push(now)
  const record = isRecord(error) ? error : {}
  return sendAnalyticsEvent(latch, {
    type: 'error',
    name: typeof record.name === 'string' && record.name ? record.name : 'Error',
    // the full message: a LatchError's carries its details, which say more than the short one
    message: redactUrls(
      typeof record.message === 'string' && record.message ? record.message : parseError(error),
    ).slice(0, MAX_MESSAGE_LENGTH),
    stack: typeof record.stack === 'string' ? redactUrls(record.stack).slice(0, MAX_STACK_LENGTH) : undefined,
  })
}
