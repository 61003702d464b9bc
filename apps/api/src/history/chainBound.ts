import { and, desc, eq, lt, lte } from 'drizzle-orm'
import { blockTimes } from '../db/schema'
import type { Database } from '../db/types'
import type { PageCursor } from '../paging/pageCursor'

/**
 * Where a chain's part of a history page starts, from the cursor of the page before (issued in the
 * order block time, chain, block, transaction, newest first): on the cursor's chain, just before its
 * transaction; on another, after its last block of the cursor's time (inclusive for a lower chain id,
 * which comes after the cursor at equal times) through `block_times`' time index. `undefined`: no cursor,
 * from the newest; `null`: nothing of this chain comes after the cursor.
 *
 * @example
 * const before = await chainBound(db, 31338, cursor) // { block: 918, tx: 0 }
 */
export async function chainBound(
  db: Database,
  chainId: number,
  cursor: PageCursor | undefined,
): Promise<{ block: number; tx: number } | null | undefined> {
  if (!cursor) return undefined
  if (chainId === cursor.chainId) return { block: cursor.blockNumber, tx: cursor.index }
  const time = new Date(cursor.blockTime)
  const [last] = await db
    .select({ number: blockTimes.number })
    .from(blockTimes)
    .where(
      and(
        eq(blockTimes.chainId, chainId),
        chainId < cursor.chainId ? lte(blockTimes.time, time) : lt(blockTimes.time, time),
      ),
    )
    .orderBy(desc(blockTimes.time), desc(blockTimes.number))
    .limit(1)
  return last ? { block: last.number + 1, tx: 0 } : null
}
