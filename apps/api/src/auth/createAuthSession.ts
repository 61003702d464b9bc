import { and, eq, lt } from 'drizzle-orm'
import { authSessions } from '../db/schema'
import type { Database } from '../db/types'
import { AUTH_SESSION_TTL_MS } from './authLimits'
import { createSecretToken } from './secretTokens'

export interface CreateAuthSessionParameters {
  userId: string
  deviceId: string
  projectId: string
  /** The social provider signed in with, for a social login. */
  socialProvider?: string
  /** This login approved the device by the emailed link: the session may recover the wallet without a code. */
  mayRecover?: boolean
  now: number
}

/**
 * Opens a 30-day session for the user on this device and project (it ends sooner when unused for
 * AUTH_SESSION_IDLE_MS), storing only the token's SHA-256; answers the bearer token (shown once) and its
 * expiry. The user's expired sessions are swept.
 *
 * @example
 * const { token, expiresAt } = await createAuthSession(db, { userId, deviceId, projectId, now: Date.now() })
 */
export async function createAuthSession(
  db: Database,
  params: CreateAuthSessionParameters,
): Promise<{ token: string; expiresAt: string }> {
  const { token, hash } = createSecretToken()
  const expiresAt = new Date(params.now + AUTH_SESSION_TTL_MS)
  await db.insert(authSessions).values({
    tokenHash: hash,
    userId: params.userId,
    deviceId: params.deviceId,
    projectId: params.projectId,
    socialProvider: params.socialProvider ?? null,
    mayRecover: params.mayRecover ?? false,
    createdAt: new Date(params.now),
    lastSeenAt: new Date(params.now),
    expiresAt,
  })
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, params.userId), lt(authSessions.expiresAt, new Date(params.now))))
  return { token, expiresAt: expiresAt.toISOString() }
}
