import { and, eq, gt, or, sql } from 'drizzle-orm'
import { indexerLeases } from '../db/schema'
import type { Database } from '../db/types'

/** Thrown inside a write when this instance no longer holds the chain's lease: the write is rolled back. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError'
}

/**
 * Takes or renews the lease on a chain for `leaseMs` (database time, so instances' clocks do not matter):
 * succeeds when nobody holds it, this holder does, or the holder's lease has expired.
 *
 * @example
 * if (await acquireLease(db, { chainId: 31337, holder, leaseMs: 30_000 })) await syncChain(…)
 */
export async function acquireLease(
  db: Database,
  params: { chainId: number; holder: string; leaseMs: number },
): Promise<boolean> {
  const expiresAt = sql`now() + ${params.leaseMs} * interval '1 millisecond'`
  const rows = await db
    .insert(indexerLeases)
    .values({ chainId: params.chainId, holder: params.holder, expiresAt })
    .onConflictDoUpdate({
      target: indexerLeases.chainId,
      set: { holder: params.holder, expiresAt },
      setWhere: or(eq(indexerLeases.holder, params.holder), sql`${indexerLeases.expiresAt} < now()`),
    })
    .returning({ holder: indexerLeases.holder })
  return rows.length === 1
}

/**
 * Gives the lease up at once (on stop), so a standing-by instance takes over without waiting for expiry.
 *
 * @example
 * await releaseLease(db, { chainId: 31337, holder })
 */
export async function releaseLease(db: Database, params: { chainId: number; holder: string }): Promise<void> {
  await db
    .delete(indexerLeases)
    .where(and(eq(indexerLeases.chainId, params.chainId), eq(indexerLeases.holder, params.holder)))
}

/**
 * Inside a write transaction: locks the lease row and throws `LeaseLostError` unless this holder still
 * holds an unexpired lease, so an instance that lost its lease (a long pause) cannot write.
 *
 * @example
 * await db.transaction(async (tx) => { await assertLease(tx, chainId, holder); … })
 */
export async function assertLease(db: Database, chainId: number, holder: string): Promise<void> {
  const rows = await db
    .select({ holder: indexerLeases.holder })
    .from(indexerLeases)
    .where(
      and(
        eq(indexerLeases.chainId, chainId),
        eq(indexerLeases.holder, holder),
        gt(indexerLeases.expiresAt, sql`now()`),
      ),
    )
    .for('update')
  if (rows.length === 0) throw new LeaseLostError(`lost the lease on chain ${chainId}`)
}
