import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

export const SupportedChainsSchema = z
  .object({
    http: z.array(z.string()).openapi({ example: ['eip155:31337', 'eip155:31338'] }),
    ws: z.array(z.string()).openapi({ example: [] }),
  })
  .openapi('SupportedChains')

/** `GET /v1/supported-chains`: the CAIP-2 ids of the configured chains the service serves over HTTP. */
export const getSupportedChainsRoute = createRoute({
  method: 'get',
  path: '/v1/supported-chains',
  summary: 'Chains the service serves',
  request: { query: ProjectQuerySchema },
  responses: {
    200: { description: 'CAIP-2 ids', content: { 'application/json': { schema: SupportedChainsSchema } } },
    ...errorResponses(),
  },
})

export const getSupportedChainsHandler: RouteHandler<typeof getSupportedChainsRoute, ApiEnv> = (c) =>
  c.json({ http: c.var.deps.chains.map((chain) => `eip155:${chain.id}`), ws: [] }, 200)
