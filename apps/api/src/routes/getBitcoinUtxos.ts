import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import {
  BitcoinAddressTextSchema,
  BitcoinChainIdParamSchema,
  requireBitcoinAddress,
} from '../bitcoin/bitcoinSchemas'
import { findBitcoinNode } from '../bitcoin/findBitcoinNode'
import { readBitcoinUtxos } from '../bitcoin/readBitcoinUtxos'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'

const BitcoinUtxoSchema = z
  .object({
    txid: z.string(),
    vout: z.number().int(),
    value: z.string().openapi({ description: 'Satoshis', example: '100000000' }),
    script: z.string().openapi({ description: 'Hex output script' }),
    height: z.number().int().nullable().openapi({ description: 'null while in the mempool' }),
  })
  .openapi('BitcoinUtxo')

/** `GET /v1/bitcoin/{chainId}/utxos/{address}`: what a wallet spends from when it builds a transaction. */
export const getBitcoinUtxosRoute = createRoute({
  method: 'get',
  path: '/v1/bitcoin/{chainId}/utxos/{address}',
  summary: "An address's spendable unspent outputs (mempool included, maturing coinbases left out)",
  request: {
    params: z.object({
      chainId: BitcoinChainIdParamSchema,
      address: BitcoinAddressTextSchema.openapi({ param: { name: 'address', in: 'path' } }),
    }),
    query: ProjectQuerySchema,
  },
  responses: {
    200: {
      description: 'The unspent outputs',
      content: { 'application/json': { schema: z.object({ utxos: z.array(BitcoinUtxoSchema) }) } },
    },
    ...errorResponses(503),
  },
})

export const getBitcoinUtxosHandler: RouteHandler<typeof getBitcoinUtxosRoute, ApiEnv> = async (c) => {
  const { chainId, address } = c.req.valid('param')
  const node = findBitcoinNode(c.var.deps.bitcoin, chainId)
  return c.json({ utxos: await readBitcoinUtxos(node, requireBitcoinAddress(node, address)) }, 200)
}
