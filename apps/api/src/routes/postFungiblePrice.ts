import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { and, eq } from 'drizzle-orm'
import { tokens } from '../db/schema'
import { requireJsonBody } from '../http/bodyMiddleware'
import { toAccountParam } from '../http/chainSchemas'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { findPrice } from '../prices/findPrice'
import { toCurrencyRate } from '../prices/toCurrencyRate'
import { describeAsset } from '../tokens/describeAsset'
import { tokenIconUrl } from '../tokens/tokenIconUrl'
import { CurrencySchema } from './getAccountBalance'

/** The address that stands for a chain's native currency in a CAIP-10 token id (a common convention). */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** Namespaces of spec §3 a CAIP-10 id may name. */
const KNOWN_NAMESPACES = new Set(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** A CAIP-10 token id: exactly three non-empty parts with a known namespace (spec §5). */
const TokenIdSchema = z
  .string()
  .max(200)
  .refine((value) => {
    const parts = value.split(':')
    if (parts.length !== 3 || parts.some((part) => !part) || !KNOWN_NAMESPACES.has(parts[0]!)) return false
    return parts[0] !== 'eip155' || toAccountParam(value) !== undefined
  }, 'must be a CAIP-10 id such as eip155:1:0x…')

export const FungiblePriceSchema = z
  .object({
    name: z.string(),
    symbol: z.string(),
    address: z.string().openapi({ description: 'The CAIP-10 id as asked' }),
    iconUrl: z.string(),
    price: z.number().openapi({ description: 'Per whole unit in the requested currency' }),
  })
  .openapi('FungiblePrice')

/** `POST /v1/fungible/price`: prices of tokens from the service's price table. */
export const postFungiblePriceRoute = createRoute({
  method: 'post',
  path: '/v1/fungible/price',
  summary: 'Token prices',
  middleware: [requireJsonBody()] as const,
  request: {
    query: ProjectQuerySchema,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              currency: CurrencySchema.openapi({ example: 'usd' }),
              addresses: z
                .array(TokenIdSchema)
                .min(1)
                .max(100)
                .openapi({
                  description: `CAIP-10 token ids; the native currency is ${NATIVE_TOKEN_ADDRESS}`,
                  example: ['eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'],
                }),
            })
            .openapi('FungiblePriceRequest'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The tokens the table prices (unknown ones are left out)',
      content: {
        'application/json': {
          schema: z.object({ fungibles: z.array(FungiblePriceSchema) }).openapi('FungiblePrices'),
        },
      },
    },
    ...errorResponses(413, 415),
  },
})

export const postFungiblePriceHandler: RouteHandler<typeof postFungiblePriceRoute, ApiEnv> = async (c) => {
  const { currency, addresses } = c.req.valid('json')
  const { deps, project } = c.var
  const rate = toCurrencyRate(deps.prices, currency, 'INVALID_BODY')
  const iconUrl = tokenIconUrl(deps.publicUrl, project.id)
  const fungibles: z.infer<typeof FungiblePriceSchema>[] = []
  for (const id of new Set(addresses)) {
    const account = id.startsWith('eip155:') ? toAccountParam(id) : undefined
    if (!account || account.chainId === undefined) continue
    const { chainId } = account
    const token = account.address === NATIVE_TOKEN_ADDRESS ? undefined : account.address
    if (!findPrice(deps.prices, chainId, token)) continue
    const [indexed] = token
      ? await deps.db
          .select({ name: tokens.name, symbol: tokens.symbol, decimals: tokens.decimals })
          .from(tokens)
          .where(and(eq(tokens.chainId, chainId), eq(tokens.address, token)))
      : []
    const asset = describeAsset({
      chainId,
      chain: deps.chains.find((chain) => chain.id === chainId),
      address: token,
      indexed,
      ...(deps.prices ? { prices: deps.prices } : {}),
      iconUrl,
    })
    fungibles.push({
      name: asset.name,
      symbol: asset.symbol,
      address: id,
      iconUrl: asset.iconUrl,
      price: asset.usd * rate,
    })
  }
  return c.json({ fungibles }, 200)
}
