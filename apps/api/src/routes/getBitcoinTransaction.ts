import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { BitcoinChainIdParamSchema, TxidSchema } from '../bitcoin/bitcoinSchemas'
import { findBitcoinNode } from '../bitcoin/findBitcoinNode'
import { readBitcoinTransactionStatus } from '../bitcoin/readBitcoinTransactionStatus'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const BitcoinTransactionStatusSchema = z
  .discriminatedUnion('status', [
    z.object({ txid: z.string(), status: z.literal('pending') }),
    z.object({
      txid: z.string(),
      status: z.literal('confirmed'),
      blockHeight: z.number().int(),
      blockHash: z.string(),
      confirmations: z.number().int(),
    }),
  ])
  .openapi('BitcoinTransactionStatus')

/** `GET /v1/bitcoin/{chainId}/transactions/{txid}`: whether a sent transaction is mined yet. */
export const getBitcoinTransactionRoute = createRoute({
  method: 'get',
  path: '/v1/bitcoin/{chainId}/transactions/{txid}',
  summary: "A transaction's status: pending in the mempool, or confirmed in a block",
  request: {
    params: z.object({ chainId: BitcoinChainIdParamSchema, txid: TxidSchema }),
    query: ProjectQuerySchema,
  },
  responses: {
    200: {
      description: 'The status',
      content: { 'application/json': { schema: BitcoinTransactionStatusSchema } },
    },
    ...errorResponses(404, 503),
  },
})

export const getBitcoinTransactionHandler: RouteHandler<typeof getBitcoinTransactionRoute, ApiEnv> = async (
  c,
) => {
  const { chainId, txid } = c.req.valid('param')
  const node = findBitcoinNode(c.var.deps.bitcoin, chainId)
  return c.json(await readBitcoinTransactionStatus(node, txid), 200)
}
