import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { issueSiwxNonce } from '../sessions/issueSiwxNonce'
import { SiwxNonceSchema } from '../sessions/sessionSchemas'

/** `POST /v1/sessions/nonce`: a fresh nonce for the project's next sign-in message, usable once for 10 minutes. */
export const postSessionNonceRoute = createRoute({
  method: 'post',
  path: '/v1/sessions/nonce',
  summary: 'A nonce for a sign-in message',
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The nonce', content: { 'application/json': { schema: SiwxNonceSchema } } },
    ...errorResponses(),
  },
})

export const postSessionNonceHandler: RouteHandler<typeof postSessionNonceRoute, ApiEnv> = async (c) => {
  const { deps, project } = c.var
  const issued = await issueSiwxNonce(deps.db, { projectId: project.id, now: deps.now?.() ?? Date.now() })
  return c.json(issued, 200, { 'Cache-Control': 'no-store' })
}
