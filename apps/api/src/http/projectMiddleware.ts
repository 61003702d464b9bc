import type { MiddlewareHandler } from 'hono'
import { findProjectCached } from '../projects/projectCache'
import { errorResponse } from './errors'
import { PROJECT_ID_PATTERN } from './schemas'
import type { ApiEnv } from './types'

/** Paths answered without a project: the OpenAPI document and the health check. */
export const PROJECTLESS_PATHS: ReadonlySet<string> = new Set(['/openapi.json', '/healthz'])

/**
 * Resolves `?projectId=` to a project for every call: missing → 400 PROJECT_ID_MISSING, malformed →
 * 400 PROJECT_ID_INVALID, unknown → 403 PROJECT_NOT_FOUND. Unknown ids are never cached, so a project
 * created through one instance is served by the others at once; edits reach them within PROJECT_CACHE_MS.
 *
 * @example
 * app.use('*', projectMiddleware())
 */
export function projectMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (PROJECTLESS_PATHS.has(c.req.path)) return next()
    const projectId = c.req.query('projectId')
    if (!projectId)
      return errorResponse(c, 'PROJECT_ID_MISSING', 'The query parameter projectId is required.')
    if (!PROJECT_ID_PATTERN.test(projectId)) {
      return errorResponse(c, 'PROJECT_ID_INVALID', 'projectId must be 1-64 letters, digits, "-" or "_".')
    }
    const project = await findProjectCached(c.var.deps.db, projectId)
    if (!project) return errorResponse(c, 'PROJECT_NOT_FOUND', `No project with id "${projectId}".`)
    c.set('project', project)
    return next()
  }
}
