import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { createRateLimiter, type RateLimiter } from '../rateLimit/createRateLimiter'
import { errorResponse } from './errors'
import type { ApiEnv, RateLimitConfig } from './types'

/** The default limit: 1000 requests per project and client per minute (a wallet list page loads ~40 images). */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { max: 1000, windowSeconds: 60 }

/**
 * Who is calling, for rate limiting: the first entry of the trusted `clientIpHeader` when configured,
 * else the TCP remote address, else `unknown` (e.g. `app.request()` in tests).
 *
 * @example
 * identifyClient(c, 'x-forwarded-for') // '203.0.113.7'
 */
export function identifyClient(c: Context, clientIpHeader: string | undefined): string {
  if (clientIpHeader) {
    const value = c.req.header(clientIpHeader)?.split(',')[0]?.trim()
    if (value) return value.slice(0, 128)
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * Limits requests per project and client with a fixed-window counter in Postgres, shared by every
 * instance (see `createRateLimiter`); over the limit answers 429 RATE_LIMITED with Retry-After (seconds).
 * Preflights are free. One limiter per app, i.e. per instance.
 *
 * @example
 * app.use('*', rateLimitMiddleware())
 */
export function rateLimitMiddleware(): MiddlewareHandler<ApiEnv> {
  let limiter: RateLimiter | undefined
  return async (c, next) => {
    const { deps } = c.var
    const project = c.get('project')
    const limit = deps.rateLimit === undefined ? DEFAULT_RATE_LIMIT : deps.rateLimit
    if (!limit || !project || c.req.method === 'OPTIONS') return next()
    limiter ??= createRateLimiter(deps.db, limit)
    const now = deps.now?.() ?? Date.now()
    const { allowed, resetAt } = await limiter.hit({
      projectId: project.id,
      client: identifyClient(c, deps.clientIpHeader),
      now,
    })
    if (allowed) return next()
    const retryAfter = String(Math.max(1, Math.ceil((resetAt - now) / 1000)))
    return errorResponse(
      c,
      'RATE_LIMITED',
      `More than ${limit.max} requests in ${limit.windowSeconds} s for this project and client.`,
      { 'Retry-After': retryAfter },
    )
  }
}
