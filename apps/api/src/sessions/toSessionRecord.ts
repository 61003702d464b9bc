import type { sessions } from '../db/schema'
import { DEFAULT_SIWX_SESSION_MAX_SECONDS, toSessionEnd } from './sessionLifetime'
import type { SessionRecord } from './types'

/**
 * A stored session row as the API answers it, with its status at `now` (ms). It ends at its stored end,
 * and never later than `maxSeconds` after its creation: a cap the operator lowers ends older sessions
 * too, and so does any cap for a session stored without an end. The signature stays in the database: a
 * page never needs it, and whoever reads a session should not be able to replay it.
 *
 * @example
 * toSessionRecord(row, Date.now()).status // 'active'
 */
export function toSessionRecord(
  row: typeof sessions.$inferSelect,
  now: number,
  maxSeconds: number = DEFAULT_SIWX_SESSION_MAX_SECONDS,
): SessionRecord {
  const expiresAt = toSessionEnd(row.createdAt.getTime(), row.expiresAt, maxSeconds)
  const status = row.revokedAt ? 'revoked' : expiresAt.getTime() <= now ? 'expired' : 'active'
  return {
    id: row.id,
    address: row.address,
    chainId: row.chainId,
    pci: row.pci,
    data: row.data,
    message: row.message,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}
