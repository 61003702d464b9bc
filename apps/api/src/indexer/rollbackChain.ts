import { and, eq, gt, sql } from 'drizzle-orm'
import { balanceReads, indexedBlocks, indexerCursors, tokens, transfers } from '../db/schema'
import type { Database } from '../db/types'
import { assertLease } from './leases'

/**
 * Undoes everything indexed above block `ancestor` on a chain (the orphaned side of a reorg) and points
 * the cursor at the block after it; balances read from the chain are dropped too. With `ancestor`
 * below the start block (no common block in the window, e.g. a devnet restarted from genesis), the
 * chain's tokens go as well and indexing starts over.
 *
 * @example
 * await rollbackChain(db, { chainId: 31337, holder, ancestor: 41, startBlock: 0 })
 */
export async function rollbackChain(
  db: Database,
  params: { chainId: number; holder: string; ancestor: number; startBlock: number },
): Promise<void> {
  const { chainId, ancestor } = params
  const restart = ancestor < params.startBlock
  const nextBlock = restart ? params.startBlock : ancestor + 1
  await db.transaction(async (tx) => {
    await assertLease(tx, chainId, params.holder)
    await tx.delete(transfers).where(and(eq(transfers.chainId, chainId), gt(transfers.blockNumber, ancestor)))
    await tx
      .delete(indexedBlocks)
      .where(and(eq(indexedBlocks.chainId, chainId), gt(indexedBlocks.number, ancestor)))
    await tx.delete(balanceReads).where(eq(balanceReads.chainId, chainId))
    if (restart) await tx.delete(tokens).where(eq(tokens.chainId, chainId))
    await tx
      .insert(indexerCursors)
      .values({ chainId, nextBlock })
      .onConflictDoUpdate({ target: indexerCursors.chainId, set: { nextBlock, updatedAt: sql`now()` } })
  })
}
