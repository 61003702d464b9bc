import { and, eq, gt } from 'drizzle-orm'
import { siwxNonces } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Uses up a nonce the project was issued and that has not expired: true once, false afterwards. One
 * DELETE … RETURNING, so two instances racing with the same message cannot both accept it.
 *
 * @example
 * await verifySiwxMessage({ …, nonce: (nonce) => consumeSiwxNonce(db, { nonce, projectId, now }) })
 */
export async function consumeSiwxNonce(
  db: Database,
  params: { nonce: string; projectId: string; now: number },
): Promise<boolean> {
  const used = await db
    .delete(siwxNonces)
    .where(
      and(
        eq(siwxNonces.nonce, params.nonce),
        eq(siwxNonces.projectId, params.projectId),
        gt(siwxNonces.expiresAt, new Date(params.now)),
      ),
    )
    .returning({ nonce: siwxNonces.nonce })
  return used.length === 1
}
