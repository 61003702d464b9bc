import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { BitcoinChainIdParamSchema } from '../bitcoin/bitcoinSchemas'
import { broadcastBitcoinTransaction } from '../bitcoin/broadcastBitcoinTransaction'
import { findBitcoinNode } from '../bitcoin/findBitcoinNode'
import { requireJsonBody } from '../http/bodyMiddleware'
import { describedErrors, errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

/** A signed raw transaction, hex: 10 bytes at least, 100 kB (the standard size limit) at most. */
const RawTransactionSchema = z
  .string()
  .min(20)
  .max(200_000)
  .regex(/^(?:[0-9a-f]{2})+$/, 'must be a signed raw transaction in lowercase hex')

/** `POST /v1/bitcoin/{chainId}/transactions`: broadcasts a signed transaction through the node. */
export const postBitcoinTransactionRoute = createRoute({
  method: 'post',
  path: '/v1/bitcoin/{chainId}/transactions',
  summary: 'Broadcasts a signed raw transaction and confirms the node accepted it into its mempool',
  middleware: [requireJsonBody()] as const,
  request: {
    params: z.object({ chainId: BitcoinChainIdParamSchema }),
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ hex: RawTransactionSchema }).strict() } },
    },
  },
  responses: {
    200: {
      description: 'Accepted: its txid',
      content: { 'application/json': { schema: z.object({ txid: z.string() }).openapi('BitcoinBroadcast') } },
    },
    ...errorResponses(413, 415, 503),
    ...describedErrors({
      422: 'The node did not accept the transaction (BITCOIN_TRANSACTION_REJECTED)',
    }),
  },
})

export const postBitcoinTransactionHandler: RouteHandler<typeof postBitcoinTransactionRoute, ApiEnv> = async (
  c,
) => {
  const { chainId } = c.req.valid('param')
  const { hex } = c.req.valid('json')
  const node = findBitcoinNode(c.var.deps.bitcoin, chainId)
  return c.json({ txid: await broadcastBitcoinTransaction(node, hex) }, 200)
}
