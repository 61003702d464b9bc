import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS, OtpBodySchema } from '../auth/authSchemas'
import { confirmCurrentEmail } from '../auth/confirmCurrentEmail'
import { requireAuthSession } from '../auth/requireAuthSession'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/** `POST /v1/auth/email/update/primary`: the current address's code; a code then goes to the new address. */
export const postAuthEmailUpdatePrimaryRoute = createRoute({
  method: 'post',
  path: '/v1/auth/email/update/primary',
  summary: 'Confirm an email change from the current address',
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: OtpBodySchema } } },
  },
  responses: {
    200: {
      description: 'Enter the code mailed to the new address',
      content: {
        'application/json': {
          schema: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }).openapi('EmailUpdatePrimaryDone'),
        },
      },
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

export const postAuthEmailUpdatePrimaryHandler: RouteHandler<
  typeof postAuthEmailUpdatePrimaryRoute,
  ApiEnv
> = async (c) => {
  const session = await requireAuthSession(c)
  return c.json(await confirmCurrentEmail(c.var.deps, { session, otp: c.req.valid('json').otp }), 200)
}
