import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { errorResponse } from './errors'
import type { ApiEnv } from './types'

/**
 * Answers 404 NOT_FOUND before any project check when no route handles the path and method, so a typo
 * in a path is reported as such. Preflights (OPTIONS) pass on to the origin policy.
 *
 * @example
 * app.use('*', routeExistsMiddleware())
 */
export function routeExistsMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || matchedRoutes(c).some((route) => route.method !== 'ALL')) return next()
    return errorResponse(c, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`)
  }
}
