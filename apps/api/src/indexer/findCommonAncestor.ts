import { and, desc, eq, lte } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import { indexedBlocks } from '../db/schema'
import type { Database } from '../db/types'

/**
 * The highest stored block, at or below `from`, whose hash the chain still has at that height; or
 * `undefined` when none of the stored window matches (a reorg deeper than the window, or another chain
 * behind the same id).
 *
 * @example
 * const ancestor = await findCommonAncestor(db, client, { chainId: 31337, from: 42, head: 40 })
 */
export async function findCommonAncestor(
  db: Database,
  client: PublicClient,
  params: { chainId: number; from: number; head: number },
): Promise<number | undefined> {
  const stored = await db
    .select({ number: indexedBlocks.number, hash: indexedBlocks.hash })
    .from(indexedBlocks)
    .where(
      and(
        eq(indexedBlocks.chainId, params.chainId),
        lte(indexedBlocks.number, Math.min(params.from, params.head)),
      ),
    )
    .orderBy(desc(indexedBlocks.number))
  for (const block of stored) {
    const onChain = await client.getBlock({ blockNumber: BigInt(block.number) })
    if (onChain.hash === block.hash) return block.number
  }
  return undefined
}
