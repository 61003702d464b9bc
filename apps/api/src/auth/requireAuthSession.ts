import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Context } from 'hono'
import { authIdentities, authSessions, authUsers } from '../db/schema'
import { ApiError } from '../http/errors'
import type { ApiEnv } from '../http/types'
import { AUTH_SESSION_IDLE_MS, AUTH_SESSION_TOUCH_MS } from './authLimits'
import { readBearerToken } from './readBearerToken'
import { hashSecretToken } from './secretTokens'
import { toAuthUser } from './toAuthUser'
import type { AuthSession } from './types'

/**
 * The live session named by the request's `Authorization: Bearer <token>`, for the calling project
 * (another project's session is unknown here): 401 AUTH_REQUIRED without one, or when it expired, went
 * unused for AUTH_SESSION_IDLE_MS, or was signed out (here, everywhere, by a revoke of its device, an
 * email change or a recovery elsewhere). Each call moves its last use (written at most once a minute).
 *
 * @example
 * const { user, deviceId } = await requireAuthSession(c)
 */
export async function requireAuthSession(c: Context<ApiEnv>): Promise<AuthSession> {
  const token = readBearerToken(c.req.header('authorization'))
  if (!token)
    throw new ApiError('AUTH_REQUIRED', 'Sign in first: send Authorization: Bearer <session token>.')
  const { deps, project } = c.var
  const tokenHash = hashSecretToken(token)
  const now = deps.now?.() ?? Date.now()
  const [row] = await deps.db
    .select({
      deviceId: authSessions.deviceId,
      user: authUsers,
      socialProvider: authSessions.socialProvider,
      mayRecover: authSessions.mayRecover,
      createdAt: authSessions.createdAt,
      recoveredAt: authSessions.recoveredAt,
      lastSeenAt: authSessions.lastSeenAt,
      username: authIdentities.username,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    // the user's identity at the provider this session signed in with (none for an email login)
    .leftJoin(
      authIdentities,
      and(
        eq(authIdentities.userId, authSessions.userId),
        eq(authIdentities.provider, authSessions.socialProvider),
      ),
    )
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        eq(authSessions.projectId, project.id),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date(now)),
        gt(authSessions.lastSeenAt, new Date(now - AUTH_SESSION_IDLE_MS)),
      ),
    )
  if (!row) throw new ApiError('AUTH_REQUIRED', 'The session expired or was signed out: sign in again.')
  if (row.lastSeenAt.getTime() < now - AUTH_SESSION_TOUCH_MS) {
    await deps.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(authSessions.tokenHash, tokenHash), lt(authSessions.lastSeenAt, new Date(now))))
  }
  const social = row.socialProvider ? { provider: row.socialProvider, username: row.username } : undefined
  return {
    tokenHash,
    deviceId: row.deviceId,
    mayRecover: row.mayRecover,
    createdAt: row.createdAt.getTime(),
    recovered: row.recoveredAt !== null,
    user: toAuthUser(row.user, social),
  }
}
