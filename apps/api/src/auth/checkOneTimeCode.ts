import { timingSafeEqual } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { authCodes } from '../db/schema'
import type { Database } from '../db/types'
import { ApiError } from '../http/errors'
import { ONE_TIME_CODE_MAX_ATTEMPTS } from './authLimits'
import { hashOneTimeCode } from './hashOneTimeCode'
import type { OneTimeCodePurpose } from './issueOneTimeCode'

export interface CheckOneTimeCodeParameters {
  purpose: OneTimeCodePurpose
  subject: string
  /** What the person typed: six digits. */
  code: string
  /** A login's device, which must be the one the code was sent for. */
  deviceId?: string
  recoverySecret?: Uint8Array | undefined
  now: number
}

const invalid = () => new ApiError('INVALID_OTP', 'Invalid code')
const exhausted = () =>
  new ApiError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes: ask for a new code and try again')

/**
 * Uses up the live code of this purpose and subject when `code` is it: 401 INVALID_OTP ('Invalid code')
 * otherwise, 400 OTP_EXPIRED ('Code expired') after 10 minutes, 429 OTP_ATTEMPTS_EXCEEDED once 5 tries
 * failed (the 5th wrong one invalidates it). Each try is counted in the database before the comparison
 * (constant time), and a right code is deleted in the same statement that proves it unused, so instances
 * checking at once share the 5 tries and a code signs in once. Answers the email change's new address.
 *
 * @example
 * const { newEmail } = await checkOneTimeCode(db, { purpose: 'email-current', subject: user.id, code: otp, now })
 */
export async function checkOneTimeCode(
  db: Database,
  params: CheckOneTimeCodeParameters,
): Promise<{ newEmail: string | null }> {
  const key = and(eq(authCodes.purpose, params.purpose), eq(authCodes.subject, params.subject))
  const [row] = await db.select().from(authCodes).where(key)
  if (!row) throw invalid()
  if (row.expiresAt.getTime() <= params.now) throw new ApiError('OTP_EXPIRED', 'Code expired')
  if (row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) throw exhausted()
  // Counted against this very code (its salt), never one issued since.
  const [counted] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(key, eq(authCodes.salt, row.salt), lt(authCodes.attempts, ONE_TIME_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: authCodes.attempts })
  if (!counted) throw exhausted()
  const typed = Buffer.from(
    hashOneTimeCode({ code: params.code, salt: row.salt, recoverySecret: params.recoverySecret }),
    'hex',
  )
  const right = timingSafeEqual(typed, Buffer.from(row.codeHash, 'hex'))
  if (!right || row.deviceId !== (params.deviceId ?? null)) {
    throw counted.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS ? exhausted() : invalid()
  }
  const used = await db
    .delete(authCodes)
    .where(and(key, eq(authCodes.salt, row.salt)))
    .returning({ salt: authCodes.salt })
  if (used.length === 0) throw invalid()
  return { newEmail: row.newEmail }
}
