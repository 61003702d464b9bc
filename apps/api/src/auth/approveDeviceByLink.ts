import { and, eq, gt, isNull } from 'drizzle-orm'
import { authDeviceLinks } from '../db/schema'
import type { Database } from '../db/types'
import { approveDevice } from './approveDevice'
import { hashSecretToken } from './secretTokens'

/**
 * Uses a device-approval link: when its token is known, unused and unexpired, marks it used and the
 * device approved (one transaction) and answers true; false otherwise. The link's UPDATE … WHERE
 * used_at IS NULL makes it work once across instances.
 *
 * @example
 * const approved = await approveDeviceByLink(db, { token, now: Date.now() })
 */
export async function approveDeviceByLink(
  db: Database,
  params: { token: string; now: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(authDeviceLinks)
      .set({ usedAt: new Date(params.now) })
      .where(
        and(
          eq(authDeviceLinks.tokenHash, hashSecretToken(params.token)),
          isNull(authDeviceLinks.usedAt),
          gt(authDeviceLinks.expiresAt, new Date(params.now)),
        ),
      )
      .returning({ userId: authDeviceLinks.userId, deviceId: authDeviceLinks.deviceId })
    if (!link) return false
    await approveDevice(tx, { ...link, now: params.now })
    return true
  })
}
