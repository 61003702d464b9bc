import { authDevices } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Records that the user approved this device (by a one-time code, the emailed link, or a social login);
 * approving it again changes nothing.
 *
 * @example
 * await approveDevice(db, { userId: user.id, deviceId, label: 'Chrome on Linux', now: Date.now() })
 */
export async function approveDevice(
  db: Database,
  params: { userId: string; deviceId: string; label?: string; now: number },
): Promise<void> {
  await db
    .insert(authDevices)
    .values({
      userId: params.userId,
      deviceId: params.deviceId,
      label: params.label ?? null,
      approvedAt: new Date(params.now),
    })
    .onConflictDoNothing()
}
