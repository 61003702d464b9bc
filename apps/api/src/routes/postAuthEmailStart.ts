import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS, ConnectEmailActionSchema, EmailDeviceSchema } from '../auth/authSchemas'
import { startEmailLogin } from '../auth/startEmailLogin'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/email/start`: the embedded wallet's frame starts an email login. A known user on a new
 * device is mailed a device-approval link (`VERIFY_DEVICE`), anyone else a one-time code (`VERIFY_OTP`);
 * once per address in 30 s.
 */
export const postAuthEmailStartRoute = createRoute({
  method: 'post',
  path: '/v1/auth/email/start',
  summary: 'Start an email login',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: EmailDeviceSchema } } },
  },
  responses: {
    200: {
      description: 'What the frame asks for next: the emailed code, or approval of this device by email',
      content: {
        'application/json': {
          schema: z.object({ action: ConnectEmailActionSchema }).openapi('EmailLoginStarted'),
        },
      },
    },
    ...errorResponses(413, 415),
    ...describedErrors({ 403: AUTH_ERRORS[403], 429: AUTH_ERRORS.cooldown, 503: AUTH_ERRORS.mail }),
  },
})

export const postAuthEmailStartHandler: RouteHandler<typeof postAuthEmailStartRoute, ApiEnv> = async (c) => {
  const { email, deviceId } = c.req.valid('json')
  return c.json(await startEmailLogin(c.var.deps, { email, deviceId, projectId: c.var.project.id }), 200)
}
