import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireJsonBody } from '../http/bodyMiddleware'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { NameRecordSchema } from '../names/nameRecordSchema'
import { NameWriteSchema } from '../names/nameWriteSchema'
import { registerName } from '../names/registerName'
import { verifyNameWrite } from '../names/verifyNameWrite'

/**
 * `POST /v1/profile/account`: registers a name for an address, which signed the service's registration
 * message (toNameMessage, action `register`) within the last 10 minutes.
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
  const write = await verifyNameWrite(c.var.deps, c.req.valid('json'), { action: 'register' })
  return c.json(await registerName(c.var.deps.db, write), 200)
}
