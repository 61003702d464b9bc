import { authDevices } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Records that the user approved this device (by a one-time code or the emailed link); approving it
 * again changes nothing.
 *
 * @example
 * await approveDevice(db, { userId: user.id, deviceId, now: Date.now() })
 */
export async function approveDevice(
  db: Database,
  params: { userId: string; deviceId: string; now: number },
): Promise<void> {
  await db
    .insert(authDevices)
    .values({ userId: params.userId, deviceId: params.deviceId, approvedAt: new Date(params.now) })
    .onConflictDoNothing()
}
