import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS, EmailBodySchema } from '../auth/authSchemas'
import { requireAuthSession } from '../auth/requireAuthSession'
import { startEmailChange } from '../auth/startEmailChange'
import { requireJsonBody } from '../http/bodyMiddleware'
import { identifyClient } from '../http/identifyClient'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/email/update`: starts an email change, from the frame's own screen; a code for this
 * device goes to the current address first.
 */
export const postAuthEmailUpdateRoute = createRoute({
  method: 'post',
  path: '/v1/auth/email/update',
  summary: "Change the user's email",
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: EmailBodySchema } } },
  },
  responses: {
    200: {
      description: 'Enter the code mailed to the current address',
      content: {
        'application/json': {
          schema: z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }).openapi('EmailUpdateStarted'),
        },
      },
    },
    ...errorResponses(413, 415),
    ...describedErrors({
      401: AUTH_ERRORS[401],
      403: AUTH_ERRORS[403],
      409: 'Another user has this email (EMAIL_TAKEN)',
      429: AUTH_ERRORS.cooldown,
      503: AUTH_ERRORS.mail,
    }),
  },
})

export const postAuthEmailUpdateHandler: RouteHandler<typeof postAuthEmailUpdateRoute, ApiEnv> = async (
  c,
) => {
  const session = await requireAuthSession(c)
  const client = identifyClient(c, c.var.deps)
  return c.json(
    await startEmailChange(c.var.deps, { session, newEmail: c.req.valid('json').email, client }),
    200,
  )
}
