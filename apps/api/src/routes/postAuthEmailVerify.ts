import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, AuthSessionSchema, EmailVerifySchema } from '../auth/authSchemas'
import { signInWithEmailCode } from '../auth/signInWithEmailCode'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/email/verify`: the mailed code completes the login. The user is created on first
 * sign-in, the device approved, and a 30-day session opened for this device and project.
 */
export const postAuthEmailVerifyRoute = createRoute({
  method: 'post',
  path: '/v1/auth/email/verify',
  summary: 'Sign in with the emailed code',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: EmailVerifySchema } } },
  },
  responses: {
    200: {
      description: 'The session: its bearer token (shown once), expiry and user',
      content: { 'application/json': { schema: AuthSessionSchema } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      400: AUTH_ERRORS.expired,
      401: 'Invalid code (INVALID_OTP)',
      403: AUTH_ERRORS[403],
      429: AUTH_ERRORS.attempts,
    }),
  },
})

export const postAuthEmailVerifyHandler: RouteHandler<typeof postAuthEmailVerifyRoute, ApiEnv> = async (
  c,
) => {
  const session = await signInWithEmailCode(c.var.deps, {
    ...c.req.valid('json'),
    projectId: c.var.project.id,
  })
  return c.json(session, 200, { 'Cache-Control': 'no-store' })
}
