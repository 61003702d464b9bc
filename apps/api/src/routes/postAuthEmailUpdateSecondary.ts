import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { AUTH_ERRORS, AuthUserSchema, OtpBodySchema } from '../auth/authSchemas'
import { confirmNewEmail } from '../auth/confirmNewEmail'
import { requireAuthSession } from '../auth/requireAuthSession'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/email/update/secondary`: the new address's code; the user's email becomes it, the other
 * sessions and devices are signed out, and the old address is mailed an undo link.
 */
export const postAuthEmailUpdateSecondaryRoute = createRoute({
  method: 'post',
  path: '/v1/auth/email/update/secondary',
  summary: 'Confirm an email change from the new address',
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: OtpBodySchema } } },
  },
  responses: {
    200: {
      description: 'The user, with the new email',
      content: { 'application/json': { schema: AuthUserSchema } },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      400: AUTH_ERRORS.expired,
      401: AUTH_ERRORS.code,
      403: AUTH_ERRORS[403],
      409: 'Another user took the new email meanwhile (EMAIL_TAKEN)',
      429: AUTH_ERRORS.attempts,
      503: AUTH_ERRORS.mail,
    }),
  },
})

export const postAuthEmailUpdateSecondaryHandler: RouteHandler<
  typeof postAuthEmailUpdateSecondaryRoute,
  ApiEnv
> = async (c) => {
  const session = await requireAuthSession(c)
  const updated = await confirmNewEmail(c.var.deps, {
    session,
    projectId: c.var.project.id,
    otp: c.req.valid('json').otp,
  })
  return c.json(updated, 200, { 'Cache-Control': 'no-store' })
}
