import { and, eq } from 'drizzle-orm'
import { authDevices, authUsers } from '../db/schema'
import type { Database } from '../db/types'

/**
 * Whether the user of this address approved this device before: one query, the same for an address
 * without a user (false), so the answer takes no other path for a registered address.
 *
 * @example
 * if (!(await isDeviceApproved(db, { email, deviceId }))) await sendDeviceLink()
 */
export async function isDeviceApproved(
  db: Database,
  params: { email: string; deviceId: string },
): Promise<boolean> {
  const rows = await db
    .select({ deviceId: authDevices.deviceId })
    .from(authDevices)
    .innerJoin(authUsers, eq(authUsers.id, authDevices.userId))
    .where(and(eq(authUsers.email, params.email), eq(authDevices.deviceId, params.deviceId)))
  return rows.length > 0
}
