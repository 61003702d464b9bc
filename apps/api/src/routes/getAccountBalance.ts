import { createRoute, type RouteHandler, z } from '@hono/zod-openapi'
import { getAccountBalances } from '../balances/getAccountBalances'
import { getSolanaBalances } from '../balances/getSolanaBalances'
import { requireBitcoinAddress } from '../bitcoin/bitcoinSchemas'
import { findBitcoinNode } from '../bitcoin/findBitcoinNode'
import { getBitcoinBalances } from '../bitcoin/getBitcoinBalances'
import { findChain } from '../chain/findChain'
import { BalanceAccountParamSchema } from '../http/balanceAccountParam'
import { Caip2Schema, toEip155ChainId } from '../http/chainSchemas'
import { ApiError } from '../http/errors'
import { errorResponses, ProjectQuerySchema } from '../http/schemas'
import type { ApiEnv } from '../http/types'
import { toCurrencyRate } from '../prices/toCurrencyRate'
import { findSolanaCluster } from '../solana/findSolanaCluster'
import { tokenIconUrl } from '../tokens/tokenIconUrl'

/** How long a balance read from the chain is reused unless the deps say otherwise. */
export const DEFAULT_BALANCE_MAX_AGE_MS = 10_000

export const TokenBalanceSchema = z
  .object({
    name: z.string().openapi({ example: 'Latch USD' }),
    symbol: z.string().openapi({ example: 'LUSD' }),
    chainId: z.string().openapi({ example: 'eip155:31337' }),
    address: z
      .string()
      .optional()
      .openapi({ description: 'CAIP-10 id of the token contract; absent for the native currency' }),
    value: z.number().openapi({ description: 'quantity × price in the requested currency' }),
    price: z.number().openapi({ description: 'Per whole unit in the requested currency; 0 when unknown' }),
    quantity: z.object({
      decimals: z.string().openapi({ example: '6' }),
      numeric: z.string().openapi({ example: '10000' }),
    }),
    iconUrl: z.string(),
  })
  .openapi('TokenBalance')

export const BalancesSchema = z.object({ balances: z.array(TokenBalanceSchema) }).openapi('Balances')

/** A fiat currency code such as `usd` or `EUR`. */
export const CurrencySchema = z.string().regex(/^[A-Za-z]{3,5}$/, 'must be a currency code such as usd')

/** `GET /v1/account/{address}/balance`: native and ERC-20 (or SOL and SPL) balances with prices. */
export const getAccountBalanceRoute = createRoute({
  method: 'get',
  path: '/v1/account/{address}/balance',
  summary: "An account's native and token balances, priced",
  request: {
    params: z.object({ address: BalanceAccountParamSchema }),
    query: ProjectQuerySchema.extend({
      currency: CurrencySchema.optional().openapi({
        param: { name: 'currency', in: 'query' },
        description: 'Default usd',
        example: 'usd',
      }),
      chainId: Caip2Schema.optional().openapi({
        param: { name: 'chainId', in: 'query' },
        description: 'The chain (CAIP-2, eip155, solana or bip122); every served eip155 chain when absent',
        example: 'eip155:31337',
      }),
      forceUpdate: z
        .enum(['true', 'false'])
        .optional()
        .openapi({ param: { name: 'forceUpdate', in: 'query' }, description: 'Read the chain now' }),
    }),
  },
  responses: {
    200: { description: 'Balances', content: { 'application/json': { schema: BalancesSchema } } },
    ...errorResponses(503),
  },
})

export const getAccountBalanceHandler: RouteHandler<typeof getAccountBalanceRoute, ApiEnv> = async (c) => {
  const { address: account } = c.req.valid('param')
  const query = c.req.valid('query')
  const { deps, project } = c.var
  const rate = toCurrencyRate(deps.prices, query.currency ?? 'usd')
  const iconUrl = tokenIconUrl(deps.publicUrl, project.id)
  const queried = query.chainId === undefined ? undefined : toEip155ChainId(query.chainId)
  const solanaQueried = query.chainId?.startsWith('solana:') ? query.chainId : undefined
  const bitcoinQueried = query.chainId?.startsWith('bip122:') ? query.chainId : undefined
  // A bare address that reads as base58 may be a Bitcoin one (legacy P2PKH, P2SH): `chainId` decides.
  const bareNonEvm = account.namespace !== 'eip155' && account.caipNetworkId === undefined
  if (account.namespace === 'bip122' || (bitcoinQueried !== undefined && bareNonEvm)) {
    const caipNetworkId =
      (account.namespace === 'bip122' ? account.caipNetworkId : undefined) ?? bitcoinQueried
    if (caipNetworkId === undefined) {
      throw new ApiError(
        'INVALID_PARAMS',
        'address: a Bitcoin address needs chainId=bip122:<reference>, or a CAIP-10 bip122 account id',
      )
    }
    if (query.chainId !== undefined && query.chainId !== caipNetworkId) {
      throw new ApiError('INVALID_QUERY', 'chainId: differs from the chain of the CAIP-10 account')
    }
    const node = findBitcoinNode(deps.bitcoin, caipNetworkId)
    const balances = await getBitcoinBalances({
      node,
      address: requireBitcoinAddress(node, account.address),
      rate,
      ...(deps.prices ? { prices: deps.prices } : {}),
      iconUrl,
    })
    return c.json({ balances }, 200)
  }
  if (bitcoinQueried !== undefined) {
    findBitcoinNode(deps.bitcoin, bitcoinQueried)
    throw new ApiError('INVALID_QUERY', `chainId: ${bitcoinQueried} needs a Bitcoin account`)
  }
  if (account.namespace === 'solana') {
    const caipNetworkId = account.caipNetworkId ?? solanaQueried
    if (caipNetworkId === undefined) {
      throw new ApiError(
        'INVALID_PARAMS',
        'address: a Solana address needs chainId=solana:<reference>, or a CAIP-10 solana account id',
      )
    }
    if (query.chainId !== undefined && query.chainId !== caipNetworkId) {
      throw new ApiError('INVALID_QUERY', 'chainId: differs from the chain of the CAIP-10 account')
    }
    const cluster = findSolanaCluster(deps.solana, caipNetworkId)
    const balances = await getSolanaBalances({
      cluster,
      address: account.address,
      rate,
      ...(deps.prices ? { prices: deps.prices } : {}),
      iconUrl,
    })
    return c.json({ balances }, 200)
  }
  if (solanaQueried !== undefined) {
    // Served or not, a Solana cluster holds no balance of an EVM account.
    findSolanaCluster(deps.solana, solanaQueried)
    throw new ApiError('INVALID_QUERY', `chainId: ${solanaQueried} needs a Solana account, not an EVM one`)
  }
  if (query.chainId !== undefined && queried === undefined) {
    throw new ApiError(
      'CHAIN_NOT_SUPPORTED',
      `${query.chainId} is not served: balances are for eip155 and solana chains.`,
    )
  }
  if (account.chainId !== undefined && queried !== undefined && queried !== account.chainId) {
    throw new ApiError('INVALID_QUERY', 'chainId: differs from the chain of the CAIP-10 account')
  }
  const chainId = account.chainId ?? queried
  const chains = chainId === undefined ? deps.chains : [findChain(deps.chains, chainId)]
  const now = deps.now?.() ?? Date.now()
  const lists = await Promise.all(
    chains.map((chain) =>
      getAccountBalances(deps.db, {
        chain,
        address: account.address,
        rate,
        forceUpdate: query.forceUpdate === 'true',
        maxAgeMs: deps.balanceMaxAgeMs ?? DEFAULT_BALANCE_MAX_AGE_MS,
        now,
        ...(deps.prices ? { prices: deps.prices } : {}),
        iconUrl,
      }),
    ),
  )
  return c.json({ balances: lists.flat() }, 200)
}
