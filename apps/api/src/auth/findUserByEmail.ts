import { eq } from 'drizzle-orm'
import { authUsers } from '../db/schema'
import type { Database } from '../db/types'
import { toAuthUser } from './toAuthUser'
import type { AuthUser } from './types'

/**
 * The user with this (normalised) email, if any.
 *
 * @example
 * const user = await findUserByEmail(db, 'alice@example.com')
 */
export async function findUserByEmail(db: Database, email: string): Promise<AuthUser | undefined> {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email))
  return row ? toAuthUser(row) : undefined
}
