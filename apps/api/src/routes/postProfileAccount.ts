import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { NameRecordSchema } from '../names/nameRecordSchema'
import { NameWriteSchema } from '../names/nameWriteSchema'
import { registerName } from '../names/registerName'
import { useNameMessageOnce } from '../names/useNameMessageOnce'
import { verifyNameWrite } from '../names/verifyNameWrite'

/**
 * `POST /v1/profile/account`: registers a name for an address, which signed the service's registration
 * message (toNameMessage, action `register`) within the last 10 minutes; each message works once (409
 * NAME_MESSAGE_USED).
 */
export const postProfileAccountRoute = createRoute({
  method: 'post',
  path: '/v1/profile/account',
  summary: 'Register a name',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: { required: true, content: { 'application/json': { schema: NameWriteSchema } } },
  },
  responses: {
    200: {
      description: 'The registered name',
      content: { 'application/json': { schema: NameRecordSchema } },
    },
    ...errorResponses(401, 409, 413, 415),
  },
})

/** Verifies the write (see verifyNameWrite for the order of its checks), then registers (409 NAME_TAKEN). */
export const postProfileAccountHandler: RouteHandler<typeof postProfileAccountRoute, ApiEnv> = async (c) => {
  const { deps } = c.var
  const body = c.req.valid('json')
  const write = await verifyNameWrite(deps, body, { action: 'register' })
  const once = { message: body.message, timestamp: write.timestamp, now: deps.now?.() ?? Date.now() }
  return c.json(await useNameMessageOnce(deps.db, once, (tx) => registerName(tx, write)), 200)
}
