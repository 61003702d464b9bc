import * as z from 'zod/mini'
import { WALLETS_PAGE_SIZE, WALLETS_SEARCH_RESULTS } from '../constants'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import type { WalletListingEntry } from '../types/walletListing'
import type { ApiNotConfiguredError } from './errors'
import { type ApiRequestErrorType, apiRequest } from './request'
import { requireApi } from './requireApi'

export interface GetWalletsParameters {
  /** 1-based; defaults to 1. */
  page?: number
  /** Page size; defaults to 40 (WALLETS_PAGE_SIZE), or 100 (WALLETS_SEARCH_RESULTS) with a search. */
  entries?: number
  search?: string
  badge_type?: string
  /** Only these wallet ids. */
  include?: string[]
  /** Not these wallet ids (e.g. the ones already shown as installed). */
  exclude?: string[]
  /** Only wallets supporting one of these CAIP-2 ids. */
  chains?: string[]
}

export interface GetWalletsReturnType {
  data: WalletListingEntry[]
  /** The total number of matching wallets, for paging. */
  count: number
}

/** What `getWallets` rejects with: a page or size below 1, no `api` config, or the request's errors. */
export type GetWalletsErrorType = InvalidInputError | ApiNotConfiguredError | ApiRequestErrorType

const text = z.optional(z.nullable(z.string()))
const walletsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      image_id: text,
      mobile_link: text,
      desktop_link: text,
      webapp_link: text,
      rdns: text,
      chains: z.optional(z.nullable(z.array(z.string()))),
      badge_type: text,
    }),
  ),
  count: z.number(),
})

function positiveInteger(field: string, value: number | undefined): number | undefined {
  if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
    throw new InvalidInputError(field, 'must be a whole number from 1')
  }
  return value
}

function list(values: string[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined
}

/**
 * GET /getWallets: one page of the wallet listing, with `count` for paging. Lists go as
 * comma-separated query values. Throws `InvalidInputError` for a page or size below 1,
 * `ApiNotConfiguredError` without `api` config, and the request's errors.
 *
 * @example
 * const { data, count } = await getWallets(latch, { page: 2 })
 * const found = await getWallets(latch, { search: 'rain', chains: ['eip155:1'] })
 */
export async function getWallets(
  latch: Latch,
  parameters: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  const api = requireApi(latch, 'getWallets')
  const { search, badge_type, include, exclude, chains } = parameters
  const page = positiveInteger('page', parameters.page) ?? 1
  const entries =
    positiveInteger('entries', parameters.entries) ?? (search ? WALLETS_SEARCH_RESULTS : WALLETS_PAGE_SIZE)
  return apiRequest(api, {
    path: '/getWallets',
    query: {
      page,
      entries,
      search: search || undefined,
      badge_type,
      include: list(include),
      exclude: list(exclude),
      chains: list(chains),
    },
    schema: walletsSchema,
  })
}
