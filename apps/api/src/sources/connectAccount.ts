import { and, eq } from 'drizzle-orm'
import { connectedAccounts } from '../db/schema'
import type { HexBytes } from '../db/schema/hexBytes'
import type { Database } from '../db/types'

/** Accounts known to be backfilled, per database: no query for them again in this process. */
const backfilled = new WeakMap<object, Set<string>>()

/** Most accounts remembered per process before the memory starts over. */
const MAX_REMEMBERED = 100_000

/**
 * Records that the services have seen `address` on a `connected` chain (so its indexer indexes it from
 * now on and reads its earlier transfers once) and says whether that backfill is done: until then its
 * history and token set are read from the node. One query the first time, none once it is backfilled.
 *
 * @example
 * if (await connectAccount(db, 31337, '0xf39f…')) readFromIndex()
 */
export async function connectAccount(db: Database, chainId: number, address: HexBytes): Promise<boolean> {
  const known = backfilled.get(db) ?? new Set<string>()
  backfilled.set(db, known)
  const key = `${chainId}:${address}`
  if (known.has(key)) return true
  await db.insert(connectedAccounts).values({ chainId, address }).onConflictDoNothing()
  const [row] = await db
    .select({ backfilled: connectedAccounts.backfilled })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.chainId, chainId), eq(connectedAccounts.address, address)))
  if (!row?.backfilled) return false
  if (known.size >= MAX_REMEMBERED) known.clear()
  known.add(key)
  return true
}
