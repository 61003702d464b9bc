import { and, eq, isNull, ne } from 'drizzle-orm'
import { authDevices, authSessions } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Signs out the user's live sessions, on every project: all of them, those of one device (`deviceId`),
 * or all but one (`exceptTokenHash`, the session asking). Answers how many ended.
 *
 * @example await endSessions(db, { userId, exceptTokenHash: session.tokenHash, now })
 */
export async function endSessions(
  db: Database,
  params: { userId: string; deviceId?: string; exceptTokenHash?: string; now: number },
): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(params.now) })
    .where(
      and(
        eq(authSessions.userId, params.userId),
        isNull(authSessions.revokedAt),
        params.deviceId === undefined ? undefined : eq(authSessions.deviceId, params.deviceId),
        params.exceptTokenHash === undefined ? undefined : ne(authSessions.tokenHash, params.exceptTokenHash),
      ),
    )
    .returning({ tokenHash: authSessions.tokenHash })
  return ended.length
}

/**
 * Forgets the user's approved devices (all, one, or all but `exceptDeviceId`): each needs the emailed
 * link again before it is sent a code. Answers how many were forgotten.
 *
 * @example await forgetDevices(db, { userId, exceptDeviceId: session.deviceId })
 */
export async function forgetDevices(
  db: Database,
  params: { userId: string; deviceId?: string; exceptDeviceId?: string },
): Promise<number> {
  const forgotten = await db
    .delete(authDevices)
    .where(
      and(
        eq(authDevices.userId, params.userId),
        params.deviceId === undefined ? undefined : eq(authDevices.deviceId, params.deviceId),
        params.exceptDeviceId === undefined ? undefined : ne(authDevices.deviceId, params.exceptDeviceId),
      ),
    )
    .returning({ deviceId: authDevices.deviceId })
  return forgotten.length
}
