import type { authUsers } from '../db/schema'
import type { AuthUser } from './types'

/**
 * A stored user as the routes answer it.
 *
 * @example
 * toAuthUser(row) // { id: '…', email: 'alice@example.com', createdAt: '2026-11-25T10:00:00.000Z' }
 */
export function toAuthUser(row: typeof authUsers.$inferSelect): AuthUser {
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString() }
}
