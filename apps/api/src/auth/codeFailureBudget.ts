import { eq, sql } from 'drizzle-orm'
import { authCodeFailures } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { CODE_FAILURE_BUDGET, CODE_LOCK_MS } from './authLimits'
import { codeLockMail } from './authMails'

const lockedError = (until: number, now: number) => {
  const seconds = Math.max(1, Math.ceil((until - now) / 1000))
  return new ApiError(
    'LOGIN_LOCKED',
    `Too many wrong codes for this email: code sign-in is locked until ${new Date(until).toISOString()}.`,
    { 'Retry-After': String(seconds) },
  )
}

/**
 * Throws 429 LOGIN_LOCKED (with Retry-After) while code sign-in is locked for this address: no code is
 * mailed to it and none is checked, not even a right one.
 *
 * @example await assertCodeLoginOpen(db, { address: 'alice@example.com', now })
 */
export async function assertCodeLoginOpen(
  db: Database,
  params: { address: string; now: number },
): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: authCodeFailures.lockedUntil })
    .from(authCodeFailures)
    .where(eq(authCodeFailures.address, params.address))
  const until = row?.lockedUntil?.getTime()
  if (until !== undefined && until > params.now) throw lockedError(until, params.now)
}

/**
 * Counts one wrong code against the address it was mailed to, across all its codes (one upsert, so
 * instances share the count): the CODE_FAILURE_BUDGET-th within CODE_LOCK_MS of the window's first locks
 * code sign-in for the address for CODE_LOCK_MS, mails the person (once per lock), and throws LOGIN_LOCKED.
 *
 * @example await recordCodeFailure(deps, { address: 'alice@example.com', now })
 */
export async function recordCodeFailure(
  deps: AppDeps,
  params: { address: string; now: number },
): Promise<void> {
  const { address, now } = params
  const windowOver = sql`${authCodeFailures.windowStartedAt} <= ${new Date(now - CODE_LOCK_MS)}`
  const counted = sql`case when ${windowOver} then 1 else ${authCodeFailures.failures} + 1 end`
  const [row] = await deps.db
    .insert(authCodeFailures)
    .values({ address, failures: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: authCodeFailures.address,
      set: {
        failures: counted,
        windowStartedAt: sql`case when ${windowOver} then ${new Date(now)} else ${authCodeFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${counted} = ${CODE_FAILURE_BUDGET} then ${new Date(now + CODE_LOCK_MS)} else ${authCodeFailures.lockedUntil} end`,
      },
    })
    .returning({ failures: authCodeFailures.failures })
  if (row?.failures !== CODE_FAILURE_BUDGET) return
  const until = now + CODE_LOCK_MS
  // Told once, when the lock starts; a mail that fails leaves the lock in force.
  await deps.mailer
    ?.send(codeLockMail(address, { failures: CODE_FAILURE_BUDGET, until }))
    .catch((error: Error) => {
      console.error(`[api] a lock notice could not be sent: ${error.message}`)
    })
  throw lockedError(until, now)
}
