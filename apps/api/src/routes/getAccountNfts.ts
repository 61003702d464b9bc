import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { accountPathParams, Caip2Schema, toEip155ChainId } from '../http/chainSchemas'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { positiveInt } from '../http/textSchemas'
import type { ApiEnv } from '../http/types'
import { describeOwnedNfts } from '../nfts/describeOwnedNfts'
import { listOwnedNfts } from '../nfts/listOwnedNfts'
import { decodePageCursor, PageCursorQuerySchema, pageSchema } from '../paging/pageCursor'

/** NFTs per page unless `limit` says otherwise. */
export const DEFAULT_NFT_LIMIT = 20

export const NftSchema = z
  .object({
    chainId: z.string().openapi({ example: 'eip155:31337' }),
    contract: z.object({
      address: z.string().openapi({ example: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' }),
      name: z.string().openapi({ example: 'Latch Keys' }),
      symbol: z.string().openapi({ example: 'LKEY' }),
    }),
    tokenId: z.string().openapi({ example: '9', description: 'Decimal' }),
    name: z
      .string()
      .openapi({ example: 'Latch Keys #9', description: 'From the metadata, else `<collection> #<id>`' }),
    imageUrl: z
      .string()
      .nullable()
      .openapi({ description: 'An http(s) or data:image URL from the metadata; null when unknown' }),
    flags: z.object({ is_spam: z.boolean() }),
  })
  .openapi('Nft')

export const NftPageSchema = pageSchema(NftSchema, 'NftPage')

/** `GET /v1/account/{address}/nfts`: the ERC-721 tokens the account owns now, newest acquisition first. */
export const getAccountNftsRoute = createRoute({
  method: 'get',
  path: '/v1/account/{address}/nfts',
  summary: 'The NFTs an account owns, newest acquisition first',
  request: {
    params: accountPathParams('address'),
    query: ProjectQuerySchema.extend({
      chainId: Caip2Schema.optional().openapi({
        param: { name: 'chainId', in: 'query' },
        description: 'Only this chain (CAIP-2); a chain the service does not index has no NFTs',
        example: 'eip155:31337',
      }),
      cursor: PageCursorQuerySchema,
      includeSpam: z
        .enum(['true', 'false'])
        .optional()
        .openapi({
          param: { name: 'includeSpam', in: 'query' },
          description: 'Also the spam contracts’ NFTs',
        }),
      limit: positiveInt(100)
        .optional()
        .openapi({ param: { name: 'limit', in: 'query' }, description: 'Default 20, at most 100' }),
    }),
  },
  responses: {
    200: { description: 'A page of NFTs', content: { 'application/json': { schema: NftPageSchema } } },
    ...errorResponses(),
  },
})

export const getAccountNftsHandler: RouteHandler<typeof getAccountNftsRoute, ApiEnv> = async (c) => {
  const { address: account } = c.req.valid('param')
  const query = c.req.valid('query')
  const { deps } = c.var
  const cursor = query.cursor === undefined ? undefined : decodePageCursor(query.cursor)
  const queried = query.chainId === undefined ? undefined : toEip155ChainId(query.chainId)
  if (account.chainId !== undefined && query.chainId !== undefined && queried !== account.chainId) {
    throw new ApiError('INVALID_QUERY', 'chainId: differs from the chain of the CAIP-10 account')
  }
  if (query.chainId !== undefined && queried === undefined) return c.json({ data: [], next: null }, 200)
  const chainId = account.chainId ?? queried
  const chains = chainId === undefined ? deps.chains : deps.chains.filter((chain) => chain.id === chainId)
  const page = await listOwnedNfts(deps.db, {
    address: account.address,
    chains,
    ...(cursor ? { cursor } : {}),
    limit: query.limit ?? DEFAULT_NFT_LIMIT,
    includeSpam: query.includeSpam === 'true',
  })
  return c.json({ data: await describeOwnedNfts(deps, page.data), next: page.next }, 200)
}
