import { and, eq, lt, sql } from 'drizzle-orm'
import { indexedBlocks, indexerCursors, transfers } from '../db/schema'
import type { Database } from '../db/types'
import { assertLease } from './leases'
import type { BlockHeader, NewTransfer } from './types'

/** Thrown when the cursor is not where this pass expected: another writer moved it; the write is undone. */
export class CursorMovedError extends Error {
  override name = 'CursorMovedError'
}

/**
 * Records one block in a single transaction: checks the lease, stores its hash (pruning hashes older
 * than the reorg window), inserts its transfers (idempotent on chain, tx hash and log index) and moves
 * the cursor from `header.number` to the next block, only if it still pointed there.
 *
 * @example
 * await writeBlock(db, { chainId, holder, header, transfers, reorgWindow: 128 })
 */
export async function writeBlock(
  db: Database,
  params: {
    chainId: number
    holder: string
    header: BlockHeader
    transfers: readonly NewTransfer[]
    reorgWindow: number
  },
): Promise<void> {
  const { chainId, header } = params
  await db.transaction(async (tx) => {
    await assertLease(tx, chainId, params.holder)
    const moved = await tx
      .insert(indexerCursors)
      .values({ chainId, nextBlock: header.number + 1 })
      .onConflictDoUpdate({
        target: indexerCursors.chainId,
        set: { nextBlock: header.number + 1, updatedAt: sql`now()` },
        setWhere: eq(indexerCursors.nextBlock, header.number),
      })
      .returning({ nextBlock: indexerCursors.nextBlock })
    if (moved.length === 0) throw new CursorMovedError(`chain ${chainId}: block ${header.number} is not next`)
    await tx
      .insert(indexedBlocks)
      .values({ chainId, ...header, timestamp: new Date(header.timestamp) })
      .onConflictDoUpdate({
        target: [indexedBlocks.chainId, indexedBlocks.number],
        set: { hash: header.hash, parentHash: header.parentHash, timestamp: new Date(header.timestamp) },
      })
    await tx
      .delete(indexedBlocks)
      .where(
        and(eq(indexedBlocks.chainId, chainId), lt(indexedBlocks.number, header.number - params.reorgWindow)),
      )
    if (params.transfers.length > 0)
      await tx
        .insert(transfers)
        .values([...params.transfers])
        .onConflictDoNothing()
  })
}
