import type { Context } from 'hono'
import { createRateLimiter, type RateLimitHit } from '../rateLimit/createRateLimiter'
import { errorResponse } from './errors'
import { identifyClient } from './identifyClient'
import type { ApiEnv, AppDeps, RateLimitConfig } from './types'

/** The default limit: 1000 requests per project and client per minute (a wallet list page loads ~40 images). */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { max: 1000, windowSeconds: 60 }

/**
 * The bucket of project lookups that missed the cache, per client across every project id: not a
 * valid project id, so it never meets a real project's bucket.
 */
export const PROJECT_LOOKUP_BUCKET = '*project-lookups'

/**
 * Counts one request of the caller in a bucket; the 429 answer once the caller is over the limit. Answers
 * at once (no promise) while the caller is far from its limit.
 */
export type ClientLimit = (
  c: Context<ApiEnv>,
  bucket: string,
) => Response | undefined | Promise<Response | undefined>

/**
 * One instance's rate limit (see `createRateLimiter`) as a function of the call and a bucket: a project
 * id, or PROJECT_LOOKUP_BUCKET; `undefined` when `deps.rateLimit` is `false`. Over the limit it answers
 * 429 RATE_LIMITED with Retry-After (seconds).
 *
 * @example
 * const limitClient = createClientLimit(deps)
 * const limited = await limitClient?.(c, project.id) // a Response or undefined, sometimes at once
 * if (limited) return limited
 */
export function createClientLimit(deps: AppDeps): ClientLimit | undefined {
  const limit = deps.rateLimit === undefined ? DEFAULT_RATE_LIMIT : deps.rateLimit
  if (!limit) return undefined
  const limiter = createRateLimiter(deps.db, limit)
  const answer = (c: Context<ApiEnv>, bucket: string, now: number, hit: RateLimitHit) => {
    const { allowed, resetAt } = hit
    if (allowed) return undefined
    const what = bucket === PROJECT_LOOKUP_BUCKET ? 'project lookups' : 'requests'
    const scope = bucket === PROJECT_LOOKUP_BUCKET ? 'this client' : 'this project and client'
    return errorResponse(
      c,
      'RATE_LIMITED',
      `More than ${limit.max} ${what} in ${limit.windowSeconds} s for ${scope}.`,
      { 'Retry-After': String(Math.max(1, Math.ceil((resetAt - now) / 1000))) },
    )
  }
  return (c, bucket) => {
    const now = deps.now?.() ?? Date.now()
    const hit = limiter.hit({ projectId: bucket, client: identifyClient(c, deps), now })
    return hit instanceof Promise
      ? hit.then((settled) => answer(c, bucket, now, settled))
      : answer(c, bucket, now, hit)
  }
}
