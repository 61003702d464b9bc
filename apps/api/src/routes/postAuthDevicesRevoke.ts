import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { requireAuthSession } from '../auth/requireAuthSession'
import { revokeDevice } from '../auth/revokeDevice'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/** `POST /v1/auth/devices/revoke`: ends another device's sessions and forgets its approval. */
export const postAuthDevicesRevokeRoute = createRoute({
  method: 'post',
  path: '/v1/auth/devices/revoke',
  summary: 'Revoke a device',
  security: [{ emailSession: [] }],
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject({ id: z.string().regex(/^[0-9a-f]{32}$/, 'must be a device handle') })
            .openapi('DeviceRevoke'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Revoked: how many of its sessions ended',
      content: {
        'application/json': { schema: z.object({ sessionsEnded: z.number() }).openapi('DeviceRevoked') },
      },
    },
    ...errorResponses(404, 413, 415),
    ...describedErrors({ 401: AUTH_ERRORS[401], 403: AUTH_ERRORS[403] }),
  },
})

export const postAuthDevicesRevokeHandler: RouteHandler<typeof postAuthDevicesRevokeRoute, ApiEnv> = async (
  c,
) => {
  const session = await requireAuthSession(c)
  return c.json(await revokeDevice(c.var.deps, { session, id: c.req.valid('json').id }), 200)
}
