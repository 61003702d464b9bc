import { and, eq, lt, lte } from 'drizzle-orm'
import { emailCooldowns } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { EMAIL_COOLDOWN_MS } from './authLimits'

/**
 * Takes the address's 30 s login-mail slot (spec §5/§9) or throws 429 EMAIL_COOLDOWN, 'Please try again
 * after N seconds' (N rounded up) with Retry-After. One upsert that only takes a slot older than 30 s, so
 * instances sharing the database share the cooldown; older slots of other addresses are swept.
 *
 * @example
 * await claimEmailCooldown(db, { email: 'alice@example.com', now: Date.now() })
 */
export async function claimEmailCooldown(
  db: Database,
  params: { email: string; now: number },
): Promise<void> {
  const sentAt = new Date(params.now)
  const free = new Date(params.now - EMAIL_COOLDOWN_MS)
  const claimed = await db
    .insert(emailCooldowns)
    .values({ email: params.email, sentAt })
    .onConflictDoUpdate({
      target: emailCooldowns.email,
      set: { sentAt },
      setWhere: lte(emailCooldowns.sentAt, free),
    })
    .returning({ email: emailCooldowns.email })
  if (claimed.length === 0) {
    const [held] = await db
      .select({ sentAt: emailCooldowns.sentAt })
      .from(emailCooldowns)
      .where(eq(emailCooldowns.email, params.email))
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
 * await releaseEmailCooldown(db, { email, now })
 */
export async function releaseEmailCooldown(
  db: Database,
  params: { email: string; now: number },
): Promise<void> {
  await db
    .delete(emailCooldowns)
    .where(and(eq(emailCooldowns.email, params.email), eq(emailCooldowns.sentAt, new Date(params.now))))
}
