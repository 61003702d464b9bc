import { and, eq, lt, sql } from 'drizzle-orm'
import { blockTimes, indexedBlocks, indexerCursors } from '../db/schema'
import type { Database } from '../db/types'
import { insertTransfers } from './insertTransfers'
import { assertLease } from './leases'
import { recordAccountTokens } from './recordAccountTokens'
import type { IndexedBlock } from './types'

/** Thrown when the cursor is not where this pass expected: another writer moved it; the write is undone. */
export class CursorMovedError extends Error {
  override name = 'CursorMovedError'
}

/**
 * Records consecutive blocks (each the parent of the next, the first the cursor's block) in a single
 * transaction: checks the lease, moves the cursor past the last block only if it still pointed at the
 * first, stores their hashes (pruning those older than the reorg window) and the times of those with
 * transfers, inserts the transfers and adds to the accounts' token sets. Several blocks a transaction
 * spread its fixed cost; any number of transfers fits in one (see `insertTransfers`).
 *
 * @example
 * await writeBlocks(db, { chainId, holder, blocks: [block12, block13], reorgWindow: 128 })
 */
export async function writeBlocks(
  db: Database,
  params: { chainId: number; holder: string; blocks: readonly IndexedBlock[]; reorgWindow: number },
): Promise<void> {
  const { chainId, blocks } = params
  const first = blocks[0]?.header.number
  const last = blocks.at(-1)?.header.number
  if (first === undefined || last === undefined) return
  const transfers = blocks.flatMap((block) => block.transfers)
  await db.transaction(async (tx) => {
    await assertLease(tx, chainId, params.holder)
    const moved = await tx
      .insert(indexerCursors)
      .values({ chainId, nextBlock: last + 1 })
      .onConflictDoUpdate({
        target: indexerCursors.chainId,
        set: { nextBlock: last + 1, updatedAt: sql`now()` },
        setWhere: eq(indexerCursors.nextBlock, first),
      })
      .returning({ nextBlock: indexerCursors.nextBlock })
    if (moved.length === 0) throw new CursorMovedError(`chain ${chainId}: block ${first} is not next`)
    await tx
      .insert(indexedBlocks)
      .values(
        blocks.slice(-params.reorgWindow - 1).map(({ header }) => ({
          chainId,
          number: header.number,
          hash: header.hash,
          parentHash: header.parentHash,
          timestamp: new Date(header.timestamp),
        })),
      )
      .onConflictDoUpdate({
        target: [indexedBlocks.chainId, indexedBlocks.number],
        set: {
          hash: sql`excluded.hash`,
          parentHash: sql`excluded.parent_hash`,
          timestamp: sql`excluded.timestamp`,
        },
      })
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.number, last - params.reorgWindow)))
    const timed = blocks.filter((block) => block.transfers.length > 0)
    if (timed.length > 0) {
      await tx
        .insert(blockTimes)
        .values(
          timed.map(({ header }) => ({ chainId, number: header.number, time: new Date(header.timestamp) })),
        )
        .onConflictDoUpdate({
          target: [blockTimes.chainId, blockTimes.number],
          set: { time: sql`excluded.time` },
        })
    }
    await insertTransfers(tx, transfers)
    await recordAccountTokens(tx, chainId, transfers)
  })
}
