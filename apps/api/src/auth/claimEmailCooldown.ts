import { and, eq, lt, lte } from 'drizzle-orm'
import { emailCooldowns } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { EMAIL_COOLDOWN_MS } from './authLimits'

/** Whose slot: an address, for one client (its key as the rate limit names it). */
export interface EmailCooldownKey {
  email: string
  client: string
  now: number
}

/**
 * Takes this client's 30 s login-mail slot for the address (spec §5/§9) or throws 429 EMAIL_COOLDOWN,
 * 'Please try again after N seconds' (N rounded up) with Retry-After. Per client, so one client asking
 * every 30 s never holds the address for another. One upsert that only takes a slot older than 30 s, so
 * instances sharing the database share the cooldown; older slots are swept.
 *
 * @example
 * await claimEmailCooldown(db, { email: 'alice@example.com', client: '203.0.113.7', now: Date.now() })
 */
export async function claimEmailCooldown(db: Database, params: EmailCooldownKey): Promise<void> {
  const sentAt = new Date(params.now)
  const free = new Date(params.now - EMAIL_COOLDOWN_MS)
  const key = and(eq(emailCooldowns.email, params.email), eq(emailCooldowns.client, params.client))
  const claimed = await db
    .insert(emailCooldowns)
    .values({ email: params.email, client: params.client, sentAt })
    .onConflictDoUpdate({
      target: [emailCooldowns.email, emailCooldowns.client],
      set: { sentAt },
      setWhere: lte(emailCooldowns.sentAt, free),
    })
    .returning({ email: emailCooldowns.email })
  if (claimed.length === 0) {
    const [held] = await db.select({ sentAt: emailCooldowns.sentAt }).from(emailCooldowns).where(key)
    const leftMs = (held?.sentAt.getTime() ?? params.now) + EMAIL_COOLDOWN_MS - params.now
    const seconds = Math.min(EMAIL_COOLDOWN_MS / 1000, Math.max(1, Math.ceil(leftMs / 1000)))
    throw new ApiError('EMAIL_COOLDOWN', `Please try again after ${seconds} seconds`, {
      'Retry-After': String(seconds),
    })
  }
  await db.delete(emailCooldowns).where(lt(emailCooldowns.sentAt, free))
}

/**
 * Gives the slot back when its mail could not be sent, so the person can retry at once. Only the slot
 * this call took (same time) goes.
 *
 * @example
 * await releaseEmailCooldown(db, { email, client, now })
 */
export async function releaseEmailCooldown(db: Database, params: EmailCooldownKey): Promise<void> {
  await db
    .delete(emailCooldowns)
    .where(
      and(
        eq(emailCooldowns.email, params.email),
        eq(emailCooldowns.client, params.client),
        eq(emailCooldowns.sentAt, new Date(params.now)),
      ),
    )
}
