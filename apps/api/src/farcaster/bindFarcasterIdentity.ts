import { and, eq } from 'drizzle-orm'
import { authIdentities } from '../db/schema'
import type { Database } from '../db/types'
import { bindSocialIdentity } from '../social/bindSocialIdentity'

/** The provider of a Farcaster identity in `auth_identities` and in sessions. */
export const FARCASTER_PROVIDER = 'farcaster'

export interface BindFarcasterIdentityParameters {
  fid: number
  /** `custodyOf(fid)` as verified. */
  custody: string
  /** The relay's username for the fid. */
  username?: string
  now: number
}

/**
 * The user a verified fid belongs to: the one it was bound to before, else a new user without an email
 * (Farcaster vouches for none). The identity keeps the username and the custody address as last seen: a
 * custody address moves with transfers and recoveries, the fid does not.
 *
 * @example
 * const userId = await bindFarcasterIdentity(tx, { fid: 1, custody, username: 'ada', now: Date.now() })
 */
export async function bindFarcasterIdentity(
  db: Database,
  params: BindFarcasterIdentityParameters,
): Promise<string> {
  const subject = String(params.fid)
  const userId = await bindSocialIdentity(db, {
    provider: FARCASTER_PROVIDER,
    profile: { subject, emailVerified: false, ...(params.username ? { username: params.username } : {}) },
    linkByEmail: false,
    now: params.now,
  })
  await db
    .update(authIdentities)
    .set({ details: { custody: params.custody } })
    .where(and(eq(authIdentities.provider, FARCASTER_PROVIDER), eq(authIdentities.subject, subject)))
  return userId
}
