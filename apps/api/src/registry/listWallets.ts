import { and, arrayOverlaps, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm'
import { wallets } from '../db/schema'
import type { Database } from '../db/types'
import { toSearchText } from './toSearchText'

/** Most results a search answers (spec §9). */
export const MAX_SEARCH_RESULTS = 100

export interface ListWalletsParameters {
  page: number
  entries: number
  search?: string
  badgeType?: 'certified' | 'none'
  include?: string[]
  exclude?: string[]
  chains?: string[]
}

/** A listing entry as `GET /getWallets` answers it. */
export interface WalletListing {
  id: string
  name: string
  homepage: string | null
  image_id: string
  order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  rdns: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
}

/**
 * One page of the wallet registry, in listing order, filtered by badge, ids and chains (any overlap). A
 * search matches folded names (see `toSearchText`), prefix matches first, and answers at most 100.
 *
 * @example
 * const { data, count } = await listWallets(db, { page: 1, entries: 40, search: 'meta' })
 */
export async function listWallets(
  db: Database,
  params: ListWalletsParameters,
): Promise<{ data: WalletListing[]; count: number }> {
  const search = params.search === undefined ? '' : toSearchText(params.search)
  const filters: (SQL | undefined)[] = [
    params.badgeType ? eq(wallets.badge, params.badgeType) : undefined,
    params.include?.length ? inArray(wallets.id, params.include) : undefined,
    params.exclude?.length ? notInArray(wallets.id, params.exclude) : undefined,
    params.chains?.length ? arrayOverlaps(wallets.chains, params.chains) : undefined,
    search ? sql`strpos(${wallets.searchName}, ${search}) > 0` : undefined,
  ]
  const where = and(...filters)
  const offset = (params.page - 1) * params.entries
  const cap = search ? MAX_SEARCH_RESULTS : Number.POSITIVE_INFINITY
  const limit = Math.min(params.entries, cap - offset)
  const order = search
    ? [sql`strpos(${wallets.searchName}, ${search}) = 1 desc`, asc(wallets.rank), asc(wallets.id)]
    : [asc(wallets.rank), asc(wallets.id)]

  const [rows, [total]] = await Promise.all([
    limit > 0
      ? db
          .select()
          .from(wallets)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      : Promise.resolve([]),
    db.select({ value: count() }).from(wallets).where(where),
  ])
  return {
    count: Math.min(total?.value ?? 0, cap),
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      homepage: row.homepage,
      image_id: row.id,
      order: row.rank,
      mobile_link: row.mobileLink,
      desktop_link: row.desktopLink,
      webapp_link: row.webappLink,
      rdns: row.rdns,
      chains: row.chains,
      badge_type: row.badge,
    })),
  }
}
