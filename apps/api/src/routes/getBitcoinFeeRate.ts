import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { BitcoinChainIdParamSchema } from '../bitcoin/bitcoinSchemas'
import { findBitcoinNode } from '../bitcoin/findBitcoinNode'
import { DEFAULT_BITCOIN_FEE_RATE_FLOOR, readBitcoinFeeRate } from '../bitcoin/readBitcoinFeeRate'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/** `GET /v1/bitcoin/{chainId}/fee-rate`: the fee rate a transfer is built with. */
export const getBitcoinFeeRateRoute = createRoute({
  method: 'get',
  path: '/v1/bitcoin/{chainId}/fee-rate',
  summary: "The node's fee estimate for the next two blocks in sat/vB, never below the operator's floor",
  request: { params: z.object({ chainId: BitcoinChainIdParamSchema }), query: ProjectQuerySchema },
  responses: {
    200: {
      description: 'The fee rate',
      content: {
        'application/json': {
          schema: z
            .object({ satPerVbyte: z.number().int().positive(), source: z.enum(['estimate', 'floor']) })
            .openapi('BitcoinFeeRate'),
        },
      },
    },
    ...errorResponses(503),
  },
})

export const getBitcoinFeeRateHandler: RouteHandler<typeof getBitcoinFeeRateRoute, ApiEnv> = async (c) => {
  const { chainId } = c.req.valid('param')
  const { bitcoin } = c.var.deps
  const node = findBitcoinNode(bitcoin, chainId)
  return c.json(await readBitcoinFeeRate(node, bitcoin?.feeRateFloor ?? DEFAULT_BITCOIN_FEE_RATE_FLOOR), 200)
}
