import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Hex, verifyMessage } from 'viem'
import { sessions } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { toSessionRecord } from './toSessionRecord'
import { toSessionRevocationMessage } from './toSessionRevocationMessage'
import type { SessionRecord } from './types'

/**
 * Revokes a session when `signature` is the session address's signature over
 * `toSessionRevocationMessage({ id, pci })`: 404 NOT_FOUND for an unknown id, 400 INVALID_BODY when `pci`
 * is not the session's, 401 INVALID_SIGNATURE otherwise. Revoking a revoked session answers it unchanged.
 *
 * @example
 * const signature = await account.signMessage({ message: toSessionRevocationMessage({ id, pci }) })
 * await revokeSession(db, { id, pci, signature, now: Date.now() })
 */
export async function revokeSession(
  db: Database,
  params: { id: string; pci: string; signature: Hex; now: number },
): Promise<SessionRecord> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, params.id))
  if (!row) throw new ApiError('NOT_FOUND', `No session with id "${params.id}".`)
  if (row.pci !== params.pci)
    throw new ApiError('INVALID_BODY', 'pci: not the permission context of this session')
  const valid = await verifyMessage({
    address: row.address as Hex,
    message: toSessionRevocationMessage({ id: row.id, pci: row.pci }),
    signature: params.signature,
  }).catch(() => false)
  if (!valid) {
    throw new ApiError(
      'INVALID_SIGNATURE',
      "signature: not the session address's signature over the revocation message",
    )
  }
  const [updated] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)))
    .returning()
  return toSessionRecord(updated ?? row, params.now)
}
