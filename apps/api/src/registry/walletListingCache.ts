import { createHash } from 'node:crypto'
import { cachePerDatabase, createTtlCache } from '../cache/createTtlCache'
import type { Database } from '../db/types'
import { type ListWalletsParameters, listWallets, type WalletListing } from './listWallets'

/**
 * How long an instance reuses a listing page. The registry changes only by import: in this process the
 * pages are dropped at once; other instances serve the new registry within this time.
 */
export const WALLET_LISTING_CACHE_MS = 5000

/**
 * A listing page with its JSON answer (as UTF-8 bytes: writing a string made Node encode the 14 KB page
 * on every answer) and that answer's ETag, both made once per cached page.
 */
export type Listing = {
  data: WalletListing[]
  count: number
  body: Uint8Array<ArrayBuffer>
  etag: string
  /** When it was read (ms): every copy of it expires WALLET_LISTING_CACHE_MS after. */
  readAt: number
}

async function loadListing(db: Database, params: ListWalletsParameters): Promise<Listing> {
  const readAt = Date.now()
  const { data, count } = await listWallets(db, params)
  const body = Buffer.from(JSON.stringify({ data, count }))
  return { data, count, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, readAt }
}

const caches = cachePerDatabase(() =>
  createTtlCache<Listing>({ ttlMs: WALLET_LISTING_CACHE_MS, maxEntries: 2000 }),
)

/**
 * The pages by the exact query string that was validated into their parameters, for as long as the
 * pages themselves are kept: a repeated request (the same string) needs neither validation nor the
 * parameters' key again. Apart from `caches`, so made-up query strings cannot push pages out.
 */
const answered = cachePerDatabase(() =>
  createTtlCache<Listing>({ ttlMs: WALLET_LISTING_CACHE_MS, maxEntries: 1000 }),
)

/**
 * The page last answered to this exact query string (`?…` of the URL), if younger than the page cache's
 * time to live: the same string validates into the same parameters, so this is the answer they give.
 *
 * @example
 * const listing = recallListing(db, '?projectId=demo&page=1')
 */
export function recallListing(db: Database, search: string): Listing | undefined {
  return answered(db).get(search)
}

/**
 * Remembers the page a query string, once validated, was answered with (see `recallListing`).
 *
 * @example
 * rememberListing(db, '?projectId=demo&page=1', listing)
 */
export function rememberListing(db: Database, search: string, listing: Listing): void {
  // From the page's read, not from now: a remembered page is never older than a cached one.
  answered(db).set(search, listing, listing.readAt)
}

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
  answered(db).clear()
}
