import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { listAccountHistory } from '../history/listAccountHistory'
import { accountPathParams, Caip2Schema, toEip155ChainId } from '../http/chainSchemas'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { positiveInt } from '../http/textSchemas'
import type { ApiEnv } from '../http/types'
import { getNftMetadata } from '../nfts/getNftMetadata'
import { listOnrampPurchases } from '../onramp/listOnrampPurchases'
import { decodePageCursor, PageCursorQuerySchema, pageSchema } from '../paging/pageCursor'
import { tokenIconUrl } from '../tokens/tokenIconUrl'

/** Transactions per page unless `limit` says otherwise. */
export const DEFAULT_HISTORY_LIMIT = 20

const TransferSchema = z.object({
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string().openapi({ example: '12.5' }) }),
  fungible_info: z
    .object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }).nullable() })
    .nullable(),
  nft_info: z
    .object({
      name: z.string().openapi({ example: 'Latch Keys #3' }),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({ preview: z.object({ url: z.string() }).nullable() }).nullable(),
    })
    .nullable(),
  value: z.number().openapi({ description: 'quantity × price, US dollars' }),
  price: z.number().openapi({ description: 'US dollars per unit from the price table; 0 when unknown' }),
  sender: z.string(),
  recipient: z.string(),
})

export const TransactionSchema = z
  .object({
    id: z.string().openapi({ example: 'eip155:31337:0x5c50…' }),
    metadata: z.object({
      minedAt: z.string().openapi({ example: '2025-01-01T12:00:00.000Z' }),
      chain: z.string().openapi({ example: 'eip155:31337' }),
      operationType: z
        .enum(['send', 'receive', 'trade', 'mint', 'burn', 'buy'])
        .openapi({ description: '`buy` only under the onramp filter' }),
      status: z
        .enum(['confirmed', 'failed', 'pending'])
        .openapi({ description: '`pending` only under the onramp filter: paid, not yet delivered' }),
      sentFrom: z.string(),
      sentTo: z.string(),
      hash: z.string().openapi({ description: 'Empty for an on-ramp purchase not yet delivered' }),
      blockNumber: z.number().int().openapi({ description: '0 for an on-ramp purchase' }),
    }),
    transfers: z.array(TransferSchema),
  })
  .openapi('Transaction')

export const HistorySchema = pageSchema(TransactionSchema, 'TransactionHistory')

/** `GET /v1/account/{account}/history`: the account's indexed transactions, newest first. */
export const getAccountHistoryRoute = createRoute({
  method: 'get',
  path: '/v1/account/{account}/history',
  summary: "An account's transactions, newest first",
  request: {
    params: accountPathParams('account'),
    query: ProjectQuerySchema.extend({
      cursor: PageCursorQuerySchema,
      chainId: Caip2Schema.optional().openapi({
        param: { name: 'chainId', in: 'query' },
        description: 'Only this chain (CAIP-2); a chain the service does not index has no transactions',
        example: 'eip155:31337',
      }),
      onramp: z
        .enum(['coinbase', 'meld'])
        .optional()
        .openapi({
          param: { name: 'onramp', in: 'query' },
          description:
            "Only the account's purchases at this on-ramp provider (operationType buy), newest first, one page",
        }),
      limit: positiveInt(100)
        .optional()
        .openapi({ param: { name: 'limit', in: 'query' }, description: 'Default 20, at most 100' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of transactions',
      content: { 'application/json': { schema: HistorySchema } },
    },
    ...errorResponses(),
  },
})

export const getAccountHistoryHandler: RouteHandler<typeof getAccountHistoryRoute, ApiEnv> = async (c) => {
  const { account } = c.req.valid('param')
  const query = c.req.valid('query')
  const { deps, project } = c.var
  const cursor = query.cursor === undefined ? undefined : decodePageCursor(query.cursor)
  const queried = query.chainId === undefined ? undefined : toEip155ChainId(query.chainId)
  if (account.chainId !== undefined && query.chainId !== undefined && queried !== account.chainId) {
    throw new ApiError('INVALID_QUERY', 'chainId: differs from the chain of the CAIP-10 account')
  }
  const chainId = account.chainId ?? queried
  if (query.onramp !== undefined) {
    const data = await listOnrampPurchases(deps.db, {
      provider: query.onramp,
      address: account.address,
      ...(account.chainId !== undefined || query.chainId !== undefined
        ? { network: query.chainId ?? `eip155:${account.chainId}` }
        : {}),
      limit: query.limit ?? DEFAULT_HISTORY_LIMIT,
    })
    return c.json({ data, next: null }, 200)
  }
  const none = query.chainId !== undefined && queried === undefined
  if (none || (chainId !== undefined && !deps.chains.some((chain) => chain.id === chainId))) {
    return c.json({ data: [], next: null }, 200)
  }
  const page = await listAccountHistory(deps.db, {
    address: account.address,
    ...(chainId !== undefined ? { chainId } : {}),
    ...(cursor ? { cursor } : {}),
    limit: query.limit ?? DEFAULT_HISTORY_LIMIT,
    chains: deps.chains,
    ...(deps.prices ? { prices: deps.prices } : {}),
    iconUrl: tokenIconUrl(deps.publicUrl, project.id),
    nftImageUrl: async (nft) => (await getNftMetadata(deps, nft)).imageUrl,
  })
  return c.json(page, 200)
}
