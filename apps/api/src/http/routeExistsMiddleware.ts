import { matchedRoutes } from 'hono/route'
import { errorResponse } from './errors'
import type { RequestCheck } from './requestChecks'

/**
 * Answers 404 NOT_FOUND before any project check when no route handles the path and method, so a typo
 * in a path is reported as such. Preflights (OPTIONS) pass on to the origin policy.
 *
 * @example
 * app.use('*', runChecks([routeExistsCheck()]))
 */
export function routeExistsCheck(): RequestCheck {
  return (c) => {
    if (c.req.method === 'OPTIONS' || matchedRoutes(c).some((route) => route.method !== 'ALL'))
      return undefined
    return errorResponse(c, 'NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`)
  }
}
