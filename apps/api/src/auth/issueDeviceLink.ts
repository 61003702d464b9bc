import { lt } from 'drizzle-orm'
import { authDeviceLinks } from '../db/schema'
import type { Database } from '../db/types'
import { DEVICE_LINK_TTL_MS, EXPIRED_ROW_KEEP_MS } from './authLimits'
import { createSecretToken } from './secretTokens'

/**
 * Makes a device-approval link's token for 10 minutes and stores only its SHA-256, with the address,
 * the device and how the device described itself; answers the token, to be mailed inside the link.
 * Links expired for over a day are swept on the way.
 *
 * @example
 * const token = await issueDeviceLink(db, { email, deviceId, label: 'Chrome on Windows', now: Date.now() })
 */
export async function issueDeviceLink(
  db: Database,
  params: { email: string; deviceId: string; label: string; now: number },
): Promise<string> {
  const { token, hash } = createSecretToken()
  await db.insert(authDeviceLinks).values({
    tokenHash: hash,
    email: params.email,
    deviceId: params.deviceId,
    label: params.label,
    expiresAt: new Date(params.now + DEVICE_LINK_TTL_MS),
  })
  await db
    .delete(authDeviceLinks)
    .where(lt(authDeviceLinks.expiresAt, new Date(params.now - EXPIRED_ROW_KEEP_MS)))
  return token
}
