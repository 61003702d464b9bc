import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS, EmailDeviceSchema } from '../auth/authSchemas'
import { waitForDeviceApproval } from '../auth/waitForDeviceApproval'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/device/wait`: polled by the frame (every second) while the person opens the emailed
 * device link. Once approved, the first poll mails the one-time code and says `VERIFY_OTP`.
 */
export const postAuthDeviceWaitRoute = createRoute({
  method: 'post',
  path: '/v1/auth/device/wait',
  summary: "Whether the device's emailed link was opened",
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: EmailDeviceSchema } } },
  },
  responses: {
    200: {
      description: '`approved`; with `action: VERIFY_OTP` on the one answer that mailed the code',
      content: {
        'application/json': {
          schema: z
            .object({ approved: z.boolean(), action: z.literal('VERIFY_OTP').optional() })
            .openapi('DeviceWait'),
        },
      },
    },
    ...errorResponses(413, 415),
    ...describedErrors({ 403: AUTH_ERRORS[403], 503: AUTH_ERRORS.mail }),
  },
})

export const postAuthDeviceWaitHandler: RouteHandler<typeof postAuthDeviceWaitRoute, ApiEnv> = async (c) => {
  return c.json(await waitForDeviceApproval(c.var.deps, c.req.valid('json')), 200)
}
