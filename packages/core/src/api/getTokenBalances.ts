import * as z from 'zod/mini'
import { BALANCE_RETRY_AFTER_MS, PORTFOLIO_CACHE_MS } from '../constants'
import { InvalidInputError } from '../errors/input'
import { TokenBalanceUnavailableError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal } from '../latch'
import type { TokenBalance } from '../types/portfolio'
import { addressKey, readCache, writeCache } from './cache'
import type { ApiNotConfiguredError } from './errors'
import { apiRequest } from './request'
import { requireApi } from './requireApi'

export interface GetTokenBalancesParameters {
  address: string
  /** CAIP-2 id of the chain. */
  chainId: string
  /** Fiat currency of `price` and `value`; defaults to 'usd'. */
  currency?: string
  /** Skips the 30 s cache and asks the service to re-read the chain. */
  forceUpdate?: boolean
}

export type GetTokenBalancesReturnType = readonly TokenBalance[]

/**
 * What `getTokenBalances` rejects with: a missing address or chain id, no `api` config, or
 * `TokenBalanceUnavailableError` for a failed fetch (the request's error as its cause) and for every
 * call in the 30 s after one.
 */
export type GetTokenBalancesErrorType =
  | InvalidInputError
  | ApiNotConfiguredError
  | TokenBalanceUnavailableError

const balancesSchema = z.object({
  balances: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      chainId: z.string(),
      address: z.optional(z.string()),
      value: z.number(),
      price: z.number(),
      quantity: z.object({ decimals: z.string(), numeric: z.string() }),
      iconUrl: z._default(z.string(), ''),
    }),
  ),
})

/**
 * The key of an address's portfolio in the cache and in the 30 s failure record.
 *
 * @example getLatchInternal(latch).api.balanceFailedAt.get(portfolioKey({ address, chainId: 'eip155:1' }))
 */
export function portfolioKey(parameters: { address: string; chainId: string; currency?: string }): string {
  const { address, chainId, currency = 'usd' } = parameters
  return `${chainId}:${addressKey(address)}:${currency}`
}

/**
 * GET /v1/account/{address}/balance: native and token balances with price and value. Answers are
 * cached per instance for 30 s (PORTFOLIO_CACHE_MS) unless `forceUpdate`. After a failure the
 * service is not asked again for 30 s (BALANCE_RETRY_AFTER_MS), `forceUpdate` included: the failure
 * and every call in those 30 s throw `TokenBalanceUnavailableError` ('Token Balance Unavailable',
 * the cause attached). Throws `ApiNotConfiguredError` without `api` config.
 *
 * @example const balances = await getTokenBalances(latch, { address, chainId: 'eip155:1' })
 */
export async function getTokenBalances(
  latch: Latch,
  parameters: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  const api = requireApi(latch, 'getTokenBalances')
  const { address, chainId, currency = 'usd', forceUpdate = false } = parameters ?? {}
  if (typeof address !== 'string' || !address)
    throw new InvalidInputError('address', 'an address is required')
  if (typeof chainId !== 'string' || !chainId)
    throw new InvalidInputError('chainId', 'a CAIP-2 id is required')
  const { portfolios, balanceFailedAt } = getLatchInternal(latch).api
  const key = portfolioKey({ address, chainId, currency })
  const failedAt = balanceFailedAt.get(key)
  if (failedAt !== undefined && Date.now() - failedAt < BALANCE_RETRY_AFTER_MS) {
    const seconds = Math.ceil((failedAt + BALANCE_RETRY_AFTER_MS - Date.now()) / 1000)
    throw new TokenBalanceUnavailableError({ details: `The last fetch failed; retry in ${seconds} s.` })
  }
  if (!forceUpdate) {
    const cached = readCache(portfolios, key)
    if (cached) return cached
  }
  try {
    const { balances } = await apiRequest(api, {
      path: `/v1/account/${encodeURIComponent(address)}/balance`,
      query: { currency, chainId, forceUpdate: forceUpdate || undefined },
      schema: balancesSchema,
    })
    balanceFailedAt.delete(key)
    writeCache(portfolios, key, balances, PORTFOLIO_CACHE_MS)
    return balances
  } catch (cause) {
    balanceFailedAt.set(key, Date.now())
    throw new TokenBalanceUnavailableError({
      cause,
      details: cause instanceof Error ? cause.message : undefined,
    })
  }
}
