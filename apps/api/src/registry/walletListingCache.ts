import { cachePerDatabase, createTtlCache } from '../cache/createTtlCache'
import type { Database } from '../db/types'
import { type ListWalletsParameters, listWallets, type WalletListing } from './listWallets'

/**
 * How long an instance reuses a listing page. The registry changes only by import: in this process the
 * pages are dropped at once; other instances serve the new registry within this time.
 */
export const WALLET_LISTING_CACHE_MS = 5000

type Listing = { data: WalletListing[]; count: number }

const caches = cachePerDatabase(() =>
  createTtlCache<Listing>({ ttlMs: WALLET_LISTING_CACHE_MS, maxEntries: 2000 }),
)

/**
 * `listWallets` through the instance's short cache of pages, keyed by the normalised parameters.
 *
 * @example
 * const page = await listWalletsCached(db, { page: 1, entries: 40 })
 */
export function listWalletsCached(db: Database, params: ListWalletsParameters): Promise<Listing> {
  const key = JSON.stringify([
    params.page,
    params.entries,
    params.search ?? '',
    params.badgeType ?? '',
    [...(params.include ?? [])].sort(),
    [...(params.exclude ?? [])].sort(),
    [...(params.chains ?? [])].sort(),
  ])
  return caches(db).getOrLoad(key, () => listWallets(db, params))
}

/**
 * Drops this process's cached listing pages after the registry changed.
 *
 * @example
 * forgetWalletListings(db)
 */
export function forgetWalletListings(db: Database): void {
  caches(db).clear()
}
