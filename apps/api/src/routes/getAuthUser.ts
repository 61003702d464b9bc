import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, AuthUserSchema } from '../auth/authSchemas'
import { requireAuthSession } from '../auth/requireAuthSession'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/** `GET /v1/auth/user`: the signed-in user of the bearer session. */
export const getAuthUserRoute = createRoute({
  method: 'get',
  path: '/v1/auth/user',
  summary: 'The signed-in user',
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The user', content: { 'application/json': { schema: AuthUserSchema } } },
    ...errorResponses(),
    ...describedErrors({ 401: AUTH_ERRORS[401], 403: AUTH_ERRORS[403] }),
  },
})

export const getAuthUserHandler: RouteHandler<typeof getAuthUserRoute, ApiEnv> = async (c) => {
  const { user } = await requireAuthSession(c)
  return c.json(user, 200, { 'Cache-Control': 'no-store' })
}
