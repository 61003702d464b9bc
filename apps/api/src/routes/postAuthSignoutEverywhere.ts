import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { AUTH_ERRORS } from '../auth/authSchemas'
import { endSessions, forgetDevices } from '../auth/endSessions'
import { requireAuthSession } from '../auth/requireAuthSession'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/**
 * `POST /v1/auth/signout/everywhere`: ends every other session of the user (every project) and forgets
 * every other device, which then needs the emailed link again; this session goes on.
 */
export const postAuthSignoutEverywhereRoute = createRoute({
  method: 'post',
  path: '/v1/auth/signout/everywhere',
  summary: 'Sign out everywhere else',
  security: [{ emailSession: [] }],
  request: { query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'How many other sessions ended and devices were forgotten',
      content: {
        'application/json': {
          schema: z
            .object({ sessionsEnded: z.number(), devicesForgotten: z.number() })
            .openapi('SignedOutEverywhere'),
        },
      },
    },
    ...errorResponses(),
    ...describedErrors({ 401: AUTH_ERRORS[401], 403: AUTH_ERRORS[403] }),
  },
})

export const postAuthSignoutEverywhereHandler: RouteHandler<
  typeof postAuthSignoutEverywhereRoute,
  ApiEnv
> = async (c) => {
  const { user, tokenHash, deviceId } = await requireAuthSession(c)
  const { deps } = c.var
  const now = deps.now?.() ?? Date.now()
  const ended = await deps.db.transaction(async (tx) => ({
    sessionsEnded: await endSessions(tx, { userId: user.id, exceptTokenHash: tokenHash, now }),
    devicesForgotten: await forgetDevices(tx, { userId: user.id, exceptDeviceId: deviceId }),
  }))
  return c.json(ended, 200)
}
