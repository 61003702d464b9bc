import { randomBytes, randomInt } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { authCodes } from '../db/schema'
import type { Database } from '../db/types'
import { EXPIRED_ROW_KEEP_MS, ONE_TIME_CODE_TTL_MS } from './authLimits'
import { hashOneTimeCode } from './hashOneTimeCode'

/** What a code is for: a login, or the two steps of an email change (current address, then new one). */
export type OneTimeCodePurpose = 'login' | 'email-current' | 'email-new'

export interface IssueOneTimeCodeParameters {
  purpose: OneTimeCodePurpose
  /** The email for a login, the user id for an email change. */
  subject: string
  /** A login's device: only it can use the code. */
  deviceId?: string
  /** An email change's new address. */
  newEmail?: string
  recoverySecret?: Uint8Array | undefined
  now: number
}

/**
 * Makes a six-digit code (crypto.randomInt) for 10 minutes and 5 attempts, replacing any earlier one for
 * the same purpose and subject, and stores only its salted hash (hashOneTimeCode). Answers the code, to
 * be mailed. Codes expired for over a day are swept on the way.
 *
 * @example
 * const code = await issueOneTimeCode(db, { purpose: 'login', subject: email, deviceId, now: Date.now() })
 */
export async function issueOneTimeCode(db: Database, params: IssueOneTimeCodeParameters): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const salt = randomBytes(16).toString('hex')
  const fields = {
    salt,
    codeHash: hashOneTimeCode({ code, salt, recoverySecret: params.recoverySecret }),
    deviceId: params.deviceId ?? null,
    newEmail: params.newEmail ?? null,
    attempts: 0,
    expiresAt: new Date(params.now + ONE_TIME_CODE_TTL_MS),
  }
  await db
    .insert(authCodes)
    .values({ purpose: params.purpose, subject: params.subject, ...fields })
    .onConflictDoUpdate({ target: [authCodes.purpose, authCodes.subject], set: fields })
  await db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(params.now - EXPIRED_ROW_KEEP_MS)))
  return code
}
