import type { MiddlewareHandler } from 'hono'
import { isOriginAllowed } from '../projects/isOriginAllowed'
import { errorResponse } from './errors'
import { isFrameOnlyPath } from './frameOriginMiddleware'
import type { ApiEnv } from './types'

/** Paths any origin may read: the allowlist itself, so a page can learn that it is not on it. */
export const ANY_ORIGIN_PATHS: ReadonlySet<string> = new Set(['/projects/v1/origins'])

/**
 * Enforces the project's allowed origins for browser calls (requests with an `Origin` header) and
 * answers CORS preflights for them (204, GET/POST, Content-Type, max-age 600). A call from an origin
 * that is not allowed gets 403 ORIGIN_NOT_ALLOWED; calls without `Origin` (servers, curl) pass. The
 * email login's routes answer the embedded wallet's frame instead (`frameOriginMiddleware`).
 *
 * @example
 * app.use('*', projectMiddleware(), originPolicyMiddleware())
 */
export function originPolicyMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const project = c.get('project')
    if (!origin || !project || isFrameOnlyPath(c.req.path)) return next()
    if (!ANY_ORIGIN_PATHS.has(c.req.path) && !isOriginAllowed(origin, project.allowedOrigins)) {
      return errorResponse(
        c,
        'ORIGIN_NOT_ALLOWED',
        `The origin ${origin} is not on the allowlist of project "${project.id}". Add it with: npm run api -- project add-origin ${project.id} ${origin}`,
      )
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      c.header('Access-Control-Allow-Headers', 'Content-Type')
      c.header('Access-Control-Max-Age', '600')
      return c.body(null, 204)
    }
    return next()
  }
}
