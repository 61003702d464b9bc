import { and, eq } from 'drizzle-orm'
import { authIdentities, authUsers } from '../db/schema'
import type { Database } from '../db/types'
import { approveDevice } from './approveDevice'
import { createAuthSession } from './createAuthSession'
import { toAuthUser } from './toAuthUser'
import type { AuthUser } from './types'

/**
 * The end of a social or Farcaster login, in its transaction: the device approved and a 30-day session
 * opened naming the provider, answered with the user and the provider's name for them.
 *
 * @example
 * return db.transaction((tx) => openProviderSession(tx, { userId, deviceId, projectId, provider: 'github', now }))
 */
export async function openProviderSession(
  tx: Database,
  params: { userId: string; deviceId: string; projectId: string; provider: string; now: number },
): Promise<{ token: string; expiresAt: string; user: AuthUser }> {
  const { userId, deviceId, provider, now } = params
  await approveDevice(tx, { userId, deviceId, now })
  const session = await createAuthSession(tx, {
    userId,
    deviceId,
    projectId: params.projectId,
    socialProvider: provider,
    now,
  })
  const [row] = await tx
    .select({ user: authUsers, username: authIdentities.username })
    .from(authUsers)
    .leftJoin(
      authIdentities,
      and(eq(authIdentities.userId, authUsers.id), eq(authIdentities.provider, provider)),
    )
    .where(eq(authUsers.id, userId))
  return { ...session, user: toAuthUser(row!.user, { provider, username: row!.username }) }
}
