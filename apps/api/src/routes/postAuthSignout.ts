import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { and, eq, isNull } from 'drizzle-orm'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { readBearerToken } from '../auth/readBearerToken'
import { hashSecretToken } from '../auth/secretTokens'
import { authSessions } from '../db/schema'
import { ApiError } from '../http/errors'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/signout`: revokes the bearer session. Idempotent: a session already signed out, expired
 * or unknown answers the same 204, so a retried sign-out never fails.
 */
export const postAuthSignoutRoute = createRoute({
  method: 'post',
  path: '/v1/auth/signout',
  summary: 'Sign out',
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    204: { description: 'Signed out' },
    ...errorResponses(),
    ...describedErrors({ 401: 'No bearer token (AUTH_REQUIRED)', 403: AUTH_ERRORS[403] }),
  },
})

export const postAuthSignoutHandler: RouteHandler<typeof postAuthSignoutRoute, ApiEnv> = async (c) => {
  const token = readBearerToken(c.req.header('authorization'))
  if (!token)
    throw new ApiError('AUTH_REQUIRED', 'Send the session to sign out: Authorization: Bearer <token>.')
  const { deps, project } = c.var
  await deps.db
    .update(authSessions)
    .set({ revokedAt: new Date(deps.now?.() ?? Date.now()) })
    .where(
      and(
        eq(authSessions.tokenHash, hashSecretToken(token)),
        eq(authSessions.projectId, project.id),
        isNull(authSessions.revokedAt),
      ),
    )
  return c.body(null, 204)
}
