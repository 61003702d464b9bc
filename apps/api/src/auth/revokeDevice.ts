import { eq } from 'drizzle-orm'
import { authDevices } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { endSessions, forgetDevices } from './endSessions'
import { deviceHandle } from './listDevices'
import type { AuthSession } from './types'

/**
 * Revokes one of the user's other devices, named by its handle from the device list: its sessions end
 * (on every project) and its approval is forgotten, so it reads no share and needs the emailed link
 * again. The current device is signed out instead (400 INVALID_BODY); an unknown handle is 404.
 *
 * @example const { sessionsEnded } = await revokeDevice(deps, { session, id: '5d1c…' })
 */
export async function revokeDevice(
  deps: AppDeps,
  params: { session: AuthSession; id: string },
): Promise<{ sessionsEnded: number }> {
  const { session } = params
  if (params.id === deviceHandle(session.deviceId))
    throw new ApiError('INVALID_BODY', 'id: this is the device asking; sign out here instead.')
  const devices = await deps.db
    .select({ deviceId: authDevices.deviceId })
    .from(authDevices)
    .where(eq(authDevices.userId, session.user.id))
  const device = devices.find((each) => deviceHandle(each.deviceId) === params.id)
  if (!device) throw new ApiError('NOT_FOUND', 'No such device of this user.')
  const now = deps.now?.() ?? Date.now()
  return deps.db.transaction(async (tx) => {
    await forgetDevices(tx, { userId: session.user.id, deviceId: device.deviceId })
    return {
      sessionsEnded: await endSessions(tx, { userId: session.user.id, deviceId: device.deviceId, now }),
    }
  })
}
