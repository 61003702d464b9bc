import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, AuthSessionSchema } from '../auth/authSchemas'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { finishSocialLogin } from '../social/finishSocialLogin'
import { SocialFinishSchema } from '../social/socialSchemas'

/** `POST /v1/auth/social/finish`: the frame turns the answered social login into a 30-day session. */
export const postAuthSocialFinishRoute = createRoute({
  method: 'post',
  path: '/v1/auth/social/finish',
  summary: 'Finish a social login',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: SocialFinishSchema } } },
  },
  responses: {
    200: {
      description: 'The session: its bearer token (shown once), expiry and user',
      content: { 'application/json': { schema: AuthSessionSchema } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      401: 'Unknown, expired or used login, or another secret or device (SOCIAL_LOGIN_UNKNOWN); or not the completion secret the browser the provider sent back received: the login is over (SOCIAL_COMPLETION_INVALID)',
      403: `${AUTH_ERRORS[403]}; or the person cancelled at the provider (SOCIAL_LOGIN_REJECTED)`,
      409: 'The provider has not sent the person back yet (SOCIAL_LOGIN_PENDING)',
      502: 'The provider did not complete the login (SOCIAL_LOGIN_FAILED)',
    }),
  },
})

export const postAuthSocialFinishHandler: RouteHandler<typeof postAuthSocialFinishRoute, ApiEnv> = async (
  c,
) => {
  const session = await finishSocialLogin(c.var.deps, { ...c.req.valid('json'), projectId: c.var.project.id })
  return c.json(session, 200, { 'Cache-Control': 'no-store' })
}
