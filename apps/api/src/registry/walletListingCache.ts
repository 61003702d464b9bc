import { createHash } from 'node:crypto'
import { cachePerDatabase, createTtlCache } from '../cache/createTtlCache'
import type { Database } from '../db/types'
import { type ListWalletsParameters, listWallets, type WalletListing } from './listWallets'

/**
 * How long an instance reuses a listing page. The registry changes only by import: in this process the
 * pages are dropped at once; other instances serve the new registry within this time.
 */
export const WALLET_LISTING_CACHE_MS = 5000

/** A listing page with its JSON answer and that answer's ETag, both made once per cached page. */
type Listing = { data: WalletListing[]; count: number; json: string; etag: string }

async function loadListing(db: Database, params: ListWalletsParameters): Promise<Listing> {
  const { data, count } = await listWallets(db, params)
  const json = JSON.stringify({ data, count })
  return { data, count, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` }
}

const caches = cachePerDatabase(() =>
  createTtlCache<Listing>({ ttlMs: WALLET_LISTING_CACHE_MS, maxEntries: 2000 }),
)

/**
 * `listWallets` through the instance's short cache of pages, keyed by the normalised parameters. Each
 * page is serialised once: answering it again is writing a string (stringifying the 40-wallet page on
 * every request took about a fifth of the service's time in the API benchmark).
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
  return caches(db).getOrLoad(key, () => loadListing(db, params))
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
