import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { authDeviceLinks } from '../db/schema'
import type { Database } from '../db/types'

/**
 * After a device was approved through its emailed link, the device's next wait sends it a login code,
 * once: true for the wait that marks the used link's code as sent, false for every other (one UPDATE,
 * so two instances answering polls at once send one code).
 *
 * @example
 * if (await claimApprovedDeviceCode(db, { email, deviceId, now })) await sendLoginCode()
 */
export async function claimApprovedDeviceCode(
  db: Database,
  params: { email: string; deviceId: string; now: number },
): Promise<boolean> {
  const claimed = await db
    .update(authDeviceLinks)
    .set({ codeSentAt: new Date(params.now) })
    .where(
      and(
        eq(authDeviceLinks.email, params.email),
        eq(authDeviceLinks.deviceId, params.deviceId),
        isNotNull(authDeviceLinks.usedAt),
        isNull(authDeviceLinks.codeSentAt),
      ),
    )
    .returning({ tokenHash: authDeviceLinks.tokenHash })
  return claimed.length > 0
}
