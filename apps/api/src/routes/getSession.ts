import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { sessions } from '../db/schema'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { SessionParamsSchema, SessionSchema } from '../sessions/sessionSchemas'
import { toSessionRecord } from '../sessions/toSessionRecord'

/**
 * `GET /v1/sessions/{id}`: one SIWX session of the calling project, with its status; another project's
 * is answered as unknown. Never cached (`Cache-Control: no-store`): a revoked session must read as revoked.
 */
export const getSessionRoute = createRoute({
  method: 'get',
  path: '/v1/sessions/{id}',
  summary: 'A sign-in session',
  request: { params: SessionParamsSchema, query: ProjectQuerySchema },
  responses: {
    200: { description: 'The session', content: { 'application/json': { schema: SessionSchema } } },
    ...errorResponses(404),
  },
})

export const getSessionHandler: RouteHandler<typeof getSessionRoute, ApiEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { deps } = c.var
  const [row] = await deps.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.projectId, c.var.project.id)))
  if (!row) throw new ApiError('NOT_FOUND', `No session with id "${id}".`)
  const record = toSessionRecord(row, deps.now?.() ?? Date.now(), deps.siwxSessionMaxSeconds)
  return c.json(record, 200, { 'Cache-Control': 'no-store' })
}
