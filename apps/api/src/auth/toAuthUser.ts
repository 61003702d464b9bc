import type { authUsers } from '../db/schema'
import type { AuthUser } from './types'

/**
 * A stored user as the routes answer it, with the social login the session came by, if any.
 *
 * @example
 * toAuthUser(row) // { id: '…', email: 'alice@example.com', createdAt: '2026-11-25T10:00:00.000Z' }
 * toAuthUser(row, { provider: 'github', username: 'octocat' }) // …, social: { provider: 'github', username: 'octocat' }
 */
export function toAuthUser(row: typeof authUsers.$inferSelect, social?: AuthUser['social']): AuthUser {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    ...(social ? { social } : {}),
  }
}
