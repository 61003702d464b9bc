import { and, eq, gt, isNull } from 'drizzle-orm'
import { isUniqueViolation } from '../db/isUniqueViolation'
import { authCodes, authEmailUndos, authUsers } from '../db/schema'
import type { Database } from '../db/types'
import { endSessions, forgetDevices } from './endSessions'
import { hashSecretToken } from './secretTokens'

/** What an unused, unexpired undo link names: shown on its page before the person decides. */
export interface LiveEmailUndo {
  oldEmail: string
  newEmail: string
}

const live = (token: string, now: number) =>
  and(
    eq(authEmailUndos.tokenHash, hashSecretToken(token)),
    isNull(authEmailUndos.usedAt),
    gt(authEmailUndos.expiresAt, new Date(now)),
  )

/**
 * The undo link of `token` when it is known, unused and unexpired, without using it (its GET page).
 *
 * @example const undo = await readEmailUndo(db, { token, now })
 */
export async function readEmailUndo(
  db: Database,
  params: { token: string; now: number },
): Promise<LiveEmailUndo | undefined> {
  const [row] = await db
    .select({ oldEmail: authEmailUndos.oldEmail, newEmail: authEmailUndos.newEmail })
    .from(authEmailUndos)
    .where(live(params.token, params.now))
  return row
}

/**
 * Undoes an email change (the POST of the undo link's page), in one transaction: the link is used, the
 * user's email is the old address again (only while it is still the new one, and the old address is no
 * other user's), every session ends, every device is forgotten and any code under way is dropped, so
 * whoever made the change is out and the person signs in again from the old address. Answers what
 * happened: `restored`, `invalid` (wrong, used, expired, or the email changed since) or `taken`.
 *
 * @example const outcome = await undoEmailChange(db, { token, now: Date.now() })
 */
export async function undoEmailChange(
  db: Database,
  params: { token: string; now: number },
): Promise<'restored' | 'invalid' | 'taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [undo] = await tx
        .update(authEmailUndos)
        .set({ usedAt: new Date(params.now) })
        .where(live(params.token, params.now))
        .returning()
      if (!undo) return 'invalid'
      const restored = await tx
        .update(authUsers)
        .set({ email: undo.oldEmail })
        .where(and(eq(authUsers.id, undo.userId), eq(authUsers.email, undo.newEmail)))
        .returning({ id: authUsers.id })
      if (restored.length === 0) return 'invalid'
      await endSessions(tx, { userId: undo.userId, now: params.now })
      await forgetDevices(tx, { userId: undo.userId })
      await tx.delete(authCodes).where(eq(authCodes.subject, undo.userId))
      return 'restored'
    })
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'
    throw error
  }
}
