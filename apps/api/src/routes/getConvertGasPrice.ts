import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { Caip2Schema, toEip155ChainId } from '../http/chainSchemas'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findSwapClient } from '../swap/findSwapSource'
import { readGasPrices } from '../swap/readGasPrices'
import { swapErrorDocs } from '../swap/swapErrorDocs'

/** `GET /v1/convert/gas-price`: a swap network's gas price in three speeds. */
export const getConvertGasPriceRoute = createRoute({
  method: 'get',
  path: '/v1/convert/gas-price',
  summary: "A swap network's gas price: standard, fast (×1.25) and instant (×1.5), in wei",
  request: {
    query: ProjectQuerySchema.extend({
      chainId: Caip2Schema.openapi({ param: { name: 'chainId', in: 'query' }, example: 'eip155:31337' }),
    }),
  },
  responses: {
    200: {
      description: 'The gas prices',
      content: {
        'application/json': {
          schema: z
            .object({ standard: z.string(), fast: z.string(), instant: z.string() })
            .openapi('SwapGasPrice'),
        },
      },
    },
    ...errorResponses(),
    ...swapErrorDocs(),
  },
})

export const getConvertGasPriceHandler: RouteHandler<typeof getConvertGasPriceRoute, ApiEnv> = async (c) => {
  const { chainId } = c.req.valid('query')
  const { chain, client } = findSwapClient(c.var.deps, toEip155ChainId(chainId), 'gasPrice')
  return c.json(await readGasPrices(client, chain.id), 200)
}
