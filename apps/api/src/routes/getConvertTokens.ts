import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { Caip2Schema, toEip155ChainId } from '../http/chainSchemas'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findSwapContext } from '../swap/findSwapContext'
import { listSwapTokens } from '../swap/listSwapTokens'
import { swapErrorDocs } from '../swap/swapErrorDocs'

export const SwapTokenSchema = z
  .object({
    name: z.string().openapi({ example: 'Latch USD' }),
    symbol: z.string().openapi({ example: 'LUSD' }),
    address: z.string().openapi({ description: 'CAIP-10; the native currency is 0xeeee…eeee' }),
    decimals: z.number().int(),
    logoUri: z.string().openapi({ description: "The token's icon; '' when none" }),
  })
  .openapi('SwapToken')

/** `GET /v1/convert/tokens`: what one can swap on a chain. */
export const getConvertTokensRoute = createRoute({
  method: 'get',
  path: '/v1/convert/tokens',
  summary: 'The tokens one can swap on a chain: the native currency first, then each token with a pool',
  request: {
    query: ProjectQuerySchema.extend({
      chainId: Caip2Schema.openapi({ param: { name: 'chainId', in: 'query' }, example: 'eip155:31337' }),
    }),
  },
  responses: {
    200: {
      description: 'The tokens',
      content: {
        'application/json': { schema: z.object({ tokens: z.array(SwapTokenSchema) }).openapi('SwapTokens') },
      },
    },
    ...errorResponses(),
    ...swapErrorDocs(),
  },
})

export const getConvertTokensHandler: RouteHandler<typeof getConvertTokensRoute, ApiEnv> = async (c) => {
  const { chainId } = c.req.valid('query')
  const context = findSwapContext(c.var.deps, c.var.project.id, toEip155ChainId(chainId))
  return c.json({ tokens: await listSwapTokens(context) }, 200)
}
