import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import type { RateLimitConfig } from '../http/types'
import { hitRateLimit } from '../rateLimit/hitRateLimit'
import { EMAIL_STARTS_PER_CLIENT } from './authLimits'

/** The rate-limit bucket of login mails: not a valid project id, so it never meets a project's. */
const LOGIN_MAIL_BUCKET = '*login-mails'

/**
 * Counts one mail with a code or a link that this client asks for (a login, an email change, a recovery
 * code), across every address and project: over the limit (EMAIL_STARTS_PER_CLIENT, or `limit`; `false`
 * turns it off) 429 RATE_LIMITED with Retry-After. One client cannot spray an address book with mail.
 *
 * @example await limitLoginMails(db, { client: '203.0.113.7', limit: deps.loginMailLimit, now })
 */
export async function limitLoginMails(
  db: Database,
  params: { client: string; limit: RateLimitConfig | false | undefined; now: number },
): Promise<void> {
  const limit = params.limit ?? EMAIL_STARTS_PER_CLIENT
  if (!limit) return
  const { count, resetAt } = await hitRateLimit(db, {
    projectId: LOGIN_MAIL_BUCKET,
    client: params.client,
    windowSeconds: limit.windowSeconds,
    now: params.now,
  })
  if (count <= limit.max) return
  throw new ApiError(
    'RATE_LIMITED',
    `More than ${limit.max} sign-in mails in ${limit.windowSeconds} s from this client.`,
    { 'Retry-After': String(Math.max(1, Math.ceil((resetAt - params.now) / 1000))) },
  )
}
