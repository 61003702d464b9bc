import * as z from 'zod/mini'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

/** A token's price in the requested currency. */
export interface TokenPrice {
  name: string
  symbol: string
  /** CAIP-10 id of the token, when the service names it. */
  address?: string
  iconUrl: string
  price: number
}

export interface GetTokenPricesParameters {
  /** CAIP-10 ids of the tokens. */
  addresses: string[]
  /** Defaults to 'usd'. */
  currency?: string
}

export type GetTokenPricesReturnType = TokenPrice[]

/** What `getTokenPrices` rejects with: a list that is not of token ids, no `api` config, or the request's errors. */
export type GetTokenPricesErrorType = InvalidInputError | ApiNotConfiguredError | ApiRequestErrorType

const pricesSchema = z.object({
  fungibles: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.optional(z.string()),
      iconUrl: z._default(z.string(), ''),
      price: z.number(),
    }),
  ),
})

/**
 * POST /v1/fungible/price `{ currency, addresses }`: the tokens' prices. An empty list answers
 * `[]` without a call. Throws `ApiNotConfiguredError` without `api` config, and the request's errors.
 *
 * @example
 * const [usdc] = await getTokenPrices(latch, { addresses: ['eip155:1:0xa0b8…eb48'] })
 */
export async function getTokenPrices(
  latch: Latch,
  parameters: GetTokenPricesParameters,
): Promise<GetTokenPricesReturnType> {
  const api = requireApi(latch, 'getTokenPrices')
  const { addresses, currency = 'usd' } = parameters ?? {}
  if (!Array.isArray(addresses) || addresses.some((a) => typeof a !== 'string' || !a)) {
    throw new InvalidInputError('addresses', 'a list of CAIP-10 token ids is required')
  }
  if (addresses.length === 0) return []
  const { fungibles } = await apiRequest(api, {
    method: 'POST',
    path: '/v1/fungible/price',
    body: { currency, addresses },
    // a read sent as POST for its body: asking twice is harmless, so the retry rule applies
    idempotent: true,
    schema: pricesSchema,
  })
  return fungibles
}
