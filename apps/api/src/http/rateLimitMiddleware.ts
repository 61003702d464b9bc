import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import { hitRateLimit } from '../rateLimit/hitRateLimit'
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
 * instance; over the limit answers 429 RATE_LIMITED with Retry-After (seconds). Preflights are free.
 *
 * @example
 * app.use('*', rateLimitMiddleware())
 */
export function rateLimitMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { deps } = c.var
    const project = c.get('project')
    const limit = deps.rateLimit === undefined ? DEFAULT_RATE_LIMIT : deps.rateLimit
    if (!limit || !project || c.req.method === 'OPTIONS') return next()
    const now = deps.now?.() ?? Date.now()
    const { count, resetAt } = await hitRateLimit(deps.db, {
      projectId: project.id,
      client: identifyClient(c, deps.clientIpHeader),
      windowSeconds: limit.windowSeconds,
      now,
    })
    if (count <= limit.max) return next()
    const retryAfter = String(Math.max(1, Math.ceil((resetAt - now) / 1000)))
    return errorResponse(
      c,
      'RATE_LIMITED',
      `More than ${limit.max} requests in ${limit.windowSeconds} s for this project and client.`,
      { 'Retry-After': retryAfter },
    )
  }
}
