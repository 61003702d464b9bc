import type { MiddlewareHandler } from 'hono'
import type { ClientLimit } from './createClientLimit'
import type { ApiEnv } from './types'

/**
 * Limits requests per project and client with a fixed-window counter in Postgres, shared by every
 * instance (see `createClientLimit`); over the limit answers 429 RATE_LIMITED with Retry-After.
 * Preflights are free. One limit per app, i.e. per instance.
 *
 * @example
 * app.use('*', rateLimitMiddleware(createClientLimit(deps)))
 */
export function rateLimitMiddleware(limitClient: ClientLimit | undefined): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const project = c.get('project')
    if (!limitClient || !project || c.req.method === 'OPTIONS') return next()
    return (await limitClient(c, project.id)) ?? next()
  }
}
