import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

export const SupportedChainsSchema = z
  .object({
    http: z.array(z.string()).openapi({ example: ['eip155:31337', 'eip155:31338'] }),
    ws: z.array(z.string()).openapi({ example: [] }),
  })
  .openapi('SupportedChains')

/**
 * `GET /v1/supported-chains`: the CAIP-2 ids of the configured chains the service serves over HTTP, the
 * eip155 chains then the Solana clusters (whose balances it reads).
 */
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

export const getSupportedChainsHandler: RouteHandler<typeof getSupportedChainsRoute, ApiEnv> = (c) => {
  const { chains, solana } = c.var.deps
  const clusters = solana?.clusters ?? []
  const http = [
    ...chains.map((chain) => `eip155:${chain.id}`),
    ...clusters.map((cluster) => cluster.caipNetworkId),
  ]
  return c.json({ http, ws: [] }, 200)
}
