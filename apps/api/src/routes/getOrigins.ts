import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

export const OriginsSchema = z
  .object({
    allowedOrigins: z
      .array(z.string())
      .openapi({ example: ['http://127.0.0.1:5173', 'https://*.example.com'] }),
  })
  .openapi('Origins')

/** `GET /projects/v1/origins`: the project's allowed origins. Readable from any origin. */
export const getOriginsRoute = createRoute({
  method: 'get',
  path: '/projects/v1/origins',
  summary: "The project's allowed origins",
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'The allowlist', content: { 'application/json': { schema: OriginsSchema } } },
    ...errorResponses(),
  },
})

export const getOriginsHandler: RouteHandler<typeof getOriginsRoute, ApiEnv> = (c) =>
  c.json({ allowedOrigins: c.var.project.allowedOrigins }, 200)
