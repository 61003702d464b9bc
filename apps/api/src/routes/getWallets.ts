import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import { csvList, positiveInt, safeText } from '../http/textSchemas'
import type { ApiEnv } from '../http/types'
import {
  type Listing,
  listWalletsCached,
  recallListing,
  rememberListing,
} from '../registry/walletListingCache'
import { CAIP2_PATTERN } from '../registry/walletRegistrySchema'

/** Ids in include/exclude: what the registry uses, with some slack for other registries' ids. */
const LISTING_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/

/** Wallets per page unless `entries` says otherwise (spec §9), and the most a page may hold. */
export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100

export const WalletSchema = z
  .object({
    id: z.string().openapi({ example: 'metamask' }),
    name: z.string().openapi({ example: 'MetaMask' }),
    homepage: z.string().nullable(),
    image_id: z.string().openapi({ description: 'Id for GET /getWalletImage/{id}' }),
    order: z.number().int(),
    mobile_link: z.string().nullable().openapi({ example: 'metamask://' }),
    desktop_link: z.string().nullable(),
    webapp_link: z.string().nullable(),
    rdns: z.string().nullable().openapi({ example: 'io.metamask' }),
    chains: z.array(z.string()).openapi({ example: ['eip155:1'] }),
    badge_type: z.enum(['certified', 'none']),
  })
  .openapi('Wallet')

export const WalletsSchema = z
  .object({
    data: z.array(WalletSchema),
    count: z
      .number()
      .int()
      .openapi({ description: 'Matching wallets in all pages (at most 100 for a search)' }),
  })
  .openapi('Wallets')

export const GetWalletsQuerySchema = ProjectQuerySchema.extend({
  page: positiveInt(10_000)
    .optional()
    .openapi({ param: { name: 'page', in: 'query' }, example: '1' }),
  entries: positiveInt(MAX_ENTRIES)
    .optional()
    .openapi({
      param: { name: 'entries', in: 'query' },
      example: '40',
      description: 'Default 40, at most 100',
    }),
  search: safeText(100)
    .optional()
    .openapi({
      param: { name: 'search', in: 'query' },
      description: 'Name search; accents and case ignored',
    }),
  badge_type: z
    .enum(['certified', 'none'])
    .optional()
    .openapi({ param: { name: 'badge_type', in: 'query' } }),
  include: csvList(LISTING_ID_PATTERN, 100, 'wallet ids')
    .optional()
    .openapi({ param: { name: 'include', in: 'query' }, example: 'metamask,rainbow' }),
  exclude: csvList(LISTING_ID_PATTERN, 100, 'wallet ids')
    .optional()
    .openapi({ param: { name: 'exclude', in: 'query' } }),
  chains: csvList(CAIP2_PATTERN, 50, 'CAIP-2 chain ids')
    .optional()
    .openapi({ param: { name: 'chains', in: 'query' }, example: 'eip155:1,eip155:8453' }),
})

/** The `?…` of a request's URL (empty without one): what the query parameters were read from. */
function searchOf(c: Context<ApiEnv>): string {
  const { url } = c.req
  const at = url.indexOf('?')
  return at < 0 ? '' : url.slice(at)
}

/** A page as the answer: 304 to a client that has it (If-None-Match), else its JSON bytes and ETag. */
function answerListing(c: Context<ApiEnv>, listing: Listing): Response {
  if (c.req.header('if-none-match') === listing.etag) return c.body(null, 304, { ETag: listing.etag })
  return c.body(listing.body, 200, { 'Content-Type': 'application/json', ETag: listing.etag })
}

/**
 * Answers a query string this instance validated and answered less than WALLET_LISTING_CACHE_MS ago
 * with that page, before the route's validation: the same string validates into the same parameters.
 * Every check before the route (project, origin, rate limit…) has run. Validating and keying the query
 * were about a third of the cached page's cost in the API benchmark.
 */
function answerRememberedListing(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const listing = recallListing(c.get('deps').db, searchOf(c))
    return listing ? answerListing(c, listing) : next()
  }
}

/** `GET /getWallets`: a page of the wallet registry (pages are reused for WALLET_LISTING_CACHE_MS). */
export const getWalletsRoute = createRoute({
  method: 'get',
  path: '/getWallets',
  summary: 'List wallets of the registry',
  middleware: [answerRememberedListing()] as const,
  request: { query: GetWalletsQuerySchema },
  responses: {
    200: { description: 'A page of wallets', content: { 'application/json': { schema: WalletsSchema } } },
    304: { description: 'Not modified (If-None-Match matched the ETag)' },
    ...errorResponses(),
  },
})

export const getWalletsHandler: RouteHandler<typeof getWalletsRoute, ApiEnv> = async (c) => {
  const query = c.req.valid('query')
  const result = await listWalletsCached(c.var.deps.db, {
    page: query.page ?? 1,
    entries: query.entries ?? DEFAULT_ENTRIES,
    ...(query.search !== undefined ? { search: query.search } : {}),
    ...(query.badge_type ? { badgeType: query.badge_type } : {}),
    ...(query.include ? { include: query.include } : {}),
    ...(query.exclude ? { exclude: query.exclude } : {}),
    ...(query.chains ? { chains: query.chains } : {}),
  })
  rememberListing(c.var.deps.db, searchOf(c), result)
  // `{ data, count }` as WalletsSchema describes it, serialised once by the listing cache.
  return answerListing(c, result)
}
