import { and, eq, gt, isNull } from 'drizzle-orm'
import { authDeviceLinks } from '../db/schema'
import type { Database } from '../db/types'
import { approveDevice } from './approveDevice'
import { findOrCreateUser } from './findOrCreateUser'
import { hashSecretToken } from './secretTokens'

/** What an unused, unexpired device link names: shown on its page before the person decides. */
export interface LiveDeviceLink {
  email: string
  /** The device as its browser described itself ('Chrome on Windows'). */
  label: string
}

const live = (token: string, now: number) =>
  and(
    eq(authDeviceLinks.tokenHash, hashSecretToken(token)),
    isNull(authDeviceLinks.usedAt),
    gt(authDeviceLinks.expiresAt, new Date(now)),
  )

/**
 * The device link of `token` when it is known, unused and unexpired, without using it: what its page
 * (opened by GET, also by any mail scanner) shows.
 *
 * @example const link = await readDeviceLink(db, { token, now: Date.now() })
 */
export async function readDeviceLink(
  db: Database,
  params: { token: string; now: number },
): Promise<LiveDeviceLink | undefined> {
  const [link] = await db
    .select({ email: authDeviceLinks.email, label: authDeviceLinks.label })
    .from(authDeviceLinks)
    .where(live(params.token, params.now))
  return link
}

/**
 * Uses a device-approval link (the POST of its page): when its token is known, unused and unexpired,
 * marks it used and the device approved for the address's user, made now if the address is new (one
 * transaction), and answers true; false otherwise. The link's UPDATE … WHERE used_at IS NULL makes it
 * work once across instances.
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
      .where(live(params.token, params.now))
      .returning({
        email: authDeviceLinks.email,
        deviceId: authDeviceLinks.deviceId,
        label: authDeviceLinks.label,
      })
    if (!link) return false
    const user = await findOrCreateUser(tx, { email: link.email, now: params.now })
    await approveDevice(tx, { userId: user.id, deviceId: link.deviceId, label: link.label, now: params.now })
    return true
  })
}
