import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { findOrCreateUser } from '../auth/findOrCreateUser'
import { authIdentities, authUsers } from '../db/schema'
import type { Database } from '../db/types'
import type { SocialProfile } from './readSocialProfile'

/**
 * The user a social identity belongs to: the one it was bound to before; else, when the provider vouches
 * for the email and may link by it (`linkByEmail`, the operator's choice per provider), the user of that
 * email (so Google with ada@… opens the wallet an email login with ada@… made); else a new user without an
 * email. An unverified email never joins anyone's wallet. The identity's primary key decides between
 * instances binding it at once.
 *
 * @example
 * const userId = await bindSocialIdentity(tx, { provider: 'google', profile, linkByEmail: true, now: Date.now() })
 */
export async function bindSocialIdentity(
  db: Database,
  params: { provider: string; profile: SocialProfile; linkByEmail: boolean; now: number },
): Promise<string> {
  const { provider, profile, now } = params
  const key = and(eq(authIdentities.provider, provider), eq(authIdentities.subject, profile.subject))
  const [known] = await db.select().from(authIdentities).where(key)
  if (known) {
    if ((profile.username ?? null) !== known.username)
      await db
        .update(authIdentities)
        .set({ username: profile.username ?? null })
        .where(key)
    return known.userId
  }
  const userId =
    params.linkByEmail && profile.emailVerified && profile.email
      ? (await findOrCreateUser(db, { email: profile.email, now })).id
      : await createUserWithoutEmail(db, now)
  await db
    .insert(authIdentities)
    .values({
      provider,
      subject: profile.subject,
      userId,
      username: profile.username ?? null,
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
  const [bound] = await db.select({ userId: authIdentities.userId }).from(authIdentities).where(key)
  return bound!.userId
}

async function createUserWithoutEmail(db: Database, now: number): Promise<string> {
  const id = randomUUID()
  await db.insert(authUsers).values({ id, email: null, createdAt: new Date(now) })
  return id
}
