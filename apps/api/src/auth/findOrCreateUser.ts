import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { authUsers } from '../db/schema'
import type { Database } from '../db/types'
import { toAuthUser } from './toAuthUser'
import type { AuthUser } from './types'

/**
 * The user with this email, created on first sign-in. The unique email decides between instances
 * creating it at once: both answer the one row.
 *
 * @example
 * const user = await findOrCreateUser(db, { email: 'alice@example.com', now: Date.now() })
 */
export async function findOrCreateUser(
  db: Database,
  params: { email: string; now: number },
): Promise<AuthUser> {
  await db
    .insert(authUsers)
    .values({ id: randomUUID(), email: params.email, createdAt: new Date(params.now) })
    .onConflictDoNothing({ target: authUsers.email })
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, params.email))
  return toAuthUser(row!)
}
