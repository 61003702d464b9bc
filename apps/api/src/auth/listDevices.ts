import { createHash } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { authDevices, authSessions } from '../db/schema'
import type { Database } from '../db/types'

/** A device as the account-security screen lists it: never its device id, which stands for approval. */
export interface ListedDevice {
  /** An opaque handle for revoking it (a hash of the device id, which itself is never answered). */
  id: string
  /** 'Chrome on Windows', or null for a device approved before labels were kept. */
  label: string | null
  /** ISO 8601. */
  approvedAt: string
  /** The last use of any of its live sessions, ISO 8601; null without one. */
  lastUsedAt: string | null
  /** The device asking. */
  current: boolean
}

/**
 * The handle of a device in the list: the first 32 hex characters of the SHA-256 of its id. The id
 * lets a frame sign in without the emailed link, so a session (perhaps a stolen one) never reads it.
 *
 * @example deviceHandle('0f8e6c2a-4b1d-4e3f-9a7b-5c6d7e8f9a0b') // '5d1c…' (32 hex characters)
 */
export function deviceHandle(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex').slice(0, 32)
}

/**
 * The user's approved devices, the current one first, then the most recently used.
 *
 * @example const devices = await listDevices(db, { userId, currentDeviceId: session.deviceId, now })
 */
export async function listDevices(
  db: Database,
  params: { userId: string; currentDeviceId: string; now: number },
): Promise<ListedDevice[]> {
  const devices = await db.select().from(authDevices).where(eq(authDevices.userId, params.userId))
  const sessions = await db
    .select({ deviceId: authSessions.deviceId, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, params.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date(params.now)),
      ),
    )
  const lastUse = new Map<string, number>()
  for (const session of sessions)
    lastUse.set(session.deviceId, Math.max(lastUse.get(session.deviceId) ?? 0, session.lastSeenAt.getTime()))
  const rank = (device: (typeof devices)[number]) =>
    device.deviceId === params.currentDeviceId
      ? Number.POSITIVE_INFINITY
      : (lastUse.get(device.deviceId) ?? 0)
  return devices
    .sort((a, b) => rank(b) - rank(a))
    .map((device) => {
      const used = lastUse.get(device.deviceId)
      return {
        id: deviceHandle(device.deviceId),
        label: device.label,
        approvedAt: device.approvedAt.toISOString(),
        lastUsedAt: used === undefined ? null : new Date(used).toISOString(),
        current: device.deviceId === params.currentDeviceId,
      }
    })
}
