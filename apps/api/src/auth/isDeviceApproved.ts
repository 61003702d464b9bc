import { and, eq } from 'drizzle-orm'
import { authDevices } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Whether the user approved this device before.
 *
 * @example
 * if (!(await isDeviceApproved(db, { userId: user.id, deviceId }))) await sendDeviceLink()
 */
export async function isDeviceApproved(
  db: Database,
  params: { userId: string; deviceId: string },
): Promise<boolean> {
  const rows = await db
    .select({ deviceId: authDevices.deviceId })
    .from(authDevices)
    .where(and(eq(authDevices.userId, params.userId), eq(authDevices.deviceId, params.deviceId)))
  return rows.length > 0
}
