import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS, ConnectEmailActionSchema, EmailDeviceSchema } from '../auth/authSchemas'
import { describeDevice } from '../auth/describeDevice'
import { startEmailLogin } from '../auth/startEmailLogin'
import { requireJsonBody } from '../http/bodyMiddleware'
import { identifyClient } from '../http/identifyClient'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/email/start`: the embedded wallet's frame starts an email login. A device the address
 * approved is mailed a one-time code (`VERIFY_OTP`); any other device a device-approval link first
 * (`VERIFY_DEVICE`), a new address's too, so the answer tells no registered address from a new one.
 * Once per address and client in 30 s, a few mails per client (`startEmailLogin`).
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
  const { deps, project } = c.var
  const started = await startEmailLogin(deps, {
    email,
    deviceId,
    projectId: project.id,
    site: project.name,
    client: identifyClient(c, deps),
    deviceLabel: describeDevice(c.req.header('user-agent')),
  })
  return c.json(started, 200)
}
