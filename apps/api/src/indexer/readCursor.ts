import { desc, eq } from 'drizzle-orm'
import { indexedBlocks, indexerCursors } from '../db/schema'
import type { Database } from '../db/types'
import type { BlockHeader } from './types'

/**
 * The next block to index on a chain, or `undefined` before the first pass.
 *
 * @example
 * const next = (await readCursor(db, 31337)) ?? chain.startBlock ?? 0
 */
export async function readCursor(db: Database, chainId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ nextBlock: indexerCursors.nextBlock })
    .from(indexerCursors)
    .where(eq(indexerCursors.chainId, chainId))
  return row?.nextBlock
}

/**
 * The most recently indexed block of a chain (from the reorg window), or `undefined`.
 *
 * @example
 * const last = await readLastBlock(db, 31337)
 */
export async function readLastBlock(db: Database, chainId: number): Promise<BlockHeader | undefined> {
  const [row] = await db
    .select()
    .from(indexedBlocks)
    .where(eq(indexedBlocks.chainId, chainId))
    .orderBy(desc(indexedBlocks.number))
    .limit(1)
  return row
    ? { number: row.number, hash: row.hash, parentHash: row.parentHash, timestamp: row.timestamp.getTime() }
    : undefined
}
