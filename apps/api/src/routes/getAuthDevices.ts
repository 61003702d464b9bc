import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { listDevices } from '../auth/listDevices'
import { requireAuthSession } from '../auth/requireAuthSession'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const DeviceSchema = z
  .object({
    id: z.string().openapi({ description: 'An opaque handle (never the device id)' }),
    label: z.string().nullable().openapi({ example: 'Chrome on Windows' }),
    approvedAt: z.string(),
    lastUsedAt: z.string().nullable(),
    current: z.boolean(),
  })
  .openapi('AuthDevice')

/** `GET /v1/auth/devices`: the user's approved devices, for the frame's account-security screen. */
export const getAuthDevicesRoute = createRoute({
  method: 'get',
  path: '/v1/auth/devices',
  summary: "The user's approved devices",
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'The devices, the current one first',
      content: { 'application/json': { schema: z.object({ devices: z.array(DeviceSchema) }) } },
    },
    ...errorResponses(),
    ...describedErrors({ 401: AUTH_ERRORS[401], 403: AUTH_ERRORS[403] }),
  },
})

export const getAuthDevicesHandler: RouteHandler<typeof getAuthDevicesRoute, ApiEnv> = async (c) => {
  const session = await requireAuthSession(c)
  const { deps } = c.var
  const devices = await listDevices(deps.db, {
    userId: session.user.id,
    currentDeviceId: session.deviceId,
    now: deps.now?.() ?? Date.now(),
  })
  return c.json({ devices }, 200, { 'Cache-Control': 'no-store' })
}
