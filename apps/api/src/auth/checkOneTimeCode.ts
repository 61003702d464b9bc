import { timingSafeEqual } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { authCodes } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { ONE_TIME_CODE_MAX_ATTEMPTS } from './authLimits'
import { assertCodeLoginOpen, recordCodeFailure } from './codeFailureBudget'
import { hashOneTimeCode } from './hashOneTimeCode'
import type { OneTimeCodePurpose } from './issueOneTimeCode'

export interface CheckOneTimeCodeParameters {
  purpose: OneTimeCodePurpose
  subject: string
  /** The device using it: the one the code was sent for. */
  deviceId: string
  /** What the person typed: six digits. */
  code: string
}

const invalid = () => new ApiError('INVALID_OTP', 'Invalid code')
const exhausted = () =>
  new ApiError('OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes: ask for a new code and try again')

/**
 * Uses up the live code of this purpose, subject and device when `code` is it: 401 INVALID_OTP ('Invalid
 * code') otherwise, 400 OTP_EXPIRED ('Code expired') after 10 minutes, 429 OTP_ATTEMPTS_EXCEEDED once 5
 * tries failed (the 5th wrong one invalidates it), 429 LOGIN_LOCKED while its address is locked or when
 * this wrong try spends the address's budget (codeFailureBudget). A device that was sent no code has
 * nothing to guess: its tries cost the address nothing. Each try is counted in the database before the
 * comparison (constant time), and a right code is deleted in the same statement that proves it unused,
 * so instances checking at once share the tries and a code works once. Answers what the code carried.
 *
 * @example
 * const { newEmail } = await checkOneTimeCode(deps, { purpose: 'email-current', subject: user.id, deviceId, code: otp })
 */
export async function checkOneTimeCode(
  deps: AppDeps,
  params: CheckOneTimeCodeParameters,
): Promise<{ newEmail: string | null; grantsRecovery: boolean }> {
  const { db } = deps
  const now = deps.now?.() ?? Date.now()
  const key = and(
    eq(authCodes.purpose, params.purpose),
    eq(authCodes.subject, params.subject),
    eq(authCodes.deviceId, params.deviceId),
  )
  const [row] = await db.select().from(authCodes).where(key)
  if (!row) throw invalid()
  await assertCodeLoginOpen(db, { address: row.sentTo, now })
  if (row.expiresAt.getTime() <= now) throw new ApiError('OTP_EXPIRED', 'Code expired')
  if (row.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) throw exhausted()
  // Counted against this very code (its salt), never one issued since.
  const [counted] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(key, eq(authCodes.salt, row.salt), lt(authCodes.attempts, ONE_TIME_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: authCodes.attempts })
  if (!counted) throw exhausted()
  const typed = Buffer.from(
    hashOneTimeCode({ code: params.code, salt: row.salt, recoverySecret: deps.recoverySecret }),
    'hex',
  )
  if (!timingSafeEqual(typed, Buffer.from(row.codeHash, 'hex'))) {
    await recordCodeFailure(deps, { address: row.sentTo, now })
    throw counted.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS ? exhausted() : invalid()
  }
  const used = await db
    .delete(authCodes)
    .where(and(key, eq(authCodes.salt, row.salt)))
    .returning({ salt: authCodes.salt })
  if (used.length === 0) throw invalid()
  return { newEmail: row.newEmail, grantsRecovery: row.grantsRecovery }
}
