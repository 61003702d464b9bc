import type { sessions } from '../db/schema'
import type { SessionRecord } from './types'

/**
 * A stored session row as the API answers it, with its status at `now` (ms). The signature stays in
 * the database: a page never needs it, and whoever reads a session should not be able to replay it.
 *
 * @example
 * toSessionRecord(row, Date.now()).status // 'active'
 */
export function toSessionRecord(row: typeof sessions.$inferSelect, now: number): SessionRecord {
  const status = row.revokedAt
    ? 'revoked'
    : row.expiresAt && row.expiresAt.getTime() <= now
      ? 'expired'
      : 'active'
  return {
    id: row.id,
    address: row.address,
    chainId: row.chainId,
    pci: row.pci,
    data: row.data,
    message: row.message,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}
