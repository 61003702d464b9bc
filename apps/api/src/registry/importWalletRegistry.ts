import { notInArray, sql } from 'drizzle-orm'
import { wallets } from '../db/schema'
import type { Database } from '../db/types'
import { toSearchText } from './toSearchText'
import { forgetWalletListings } from './walletListingCache'
import type { WalletRegistry } from './walletRegistrySchema'

export interface ImportWalletRegistryOptions {
  /** Delete the wallets that the registry does not list (default false: only insert and update). */
  replace?: boolean
}

const CHUNK = 500

/**
 * Loads a validated registry into the database in one transaction: inserts new wallets, updates known
 * ids, and with `replace` removes the others. Returns how many entries it wrote and removed.
 *
 * @example
 * await importWalletRegistry(db, parseWalletRegistry(text), { replace: true })
 */
export async function importWalletRegistry(
  db: Database,
  registry: WalletRegistry,
  options: ImportWalletRegistryOptions = {},
): Promise<{ written: number; removed: number }> {
  const rows = registry.wallets.map((wallet, index) => ({
    id: wallet.id,
    name: wallet.name,
    searchName: toSearchText(wallet.name),
    rdns: wallet.rdns,
    homepage: wallet.homepage,
    mobileLink: wallet.mobile_link,
    desktopLink: wallet.desktop_link,
    webappLink: wallet.webapp_link,
    chains: wallet.chains,
    badge: wallet.badge_type,
    rank: wallet.order ?? index + 1,
  }))
  const result = await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx
        .insert(wallets)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: wallets.id,
          set: {
            name: sql`excluded.name`,
            searchName: sql`excluded.search_name`,
            rdns: sql`excluded.rdns`,
            homepage: sql`excluded.homepage`,
            mobileLink: sql`excluded.mobile_link`,
            desktopLink: sql`excluded.desktop_link`,
            webappLink: sql`excluded.webapp_link`,
            chains: sql`excluded.chains`,
            badge: sql`excluded.badge`,
            rank: sql`excluded.rank`,
          },
        })
    }
    if (!options.replace) return { written: rows.length, removed: 0 }
    const ids = rows.map((row) => row.id)
    const removed = await tx
      .delete(wallets)
      .where(ids.length > 0 ? notInArray(wallets.id, ids) : undefined)
      .returning({ id: wallets.id })
    return { written: rows.length, removed: removed.length }
  })
  forgetWalletListings(db)
  return result
}
