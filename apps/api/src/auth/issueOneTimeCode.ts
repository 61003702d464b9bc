import { randomBytes, randomInt } from 'node:crypto'
import { lt } from 'drizzle-orm'
import { authCodes } from '../db/schema'
import type { Database } from '../db/types'
import { EXPIRED_ROW_KEEP_MS, ONE_TIME_CODE_TTL_MS } from './authLimits'
import { assertCodeLoginOpen } from './codeFailureBudget'
import { hashOneTimeCode } from './hashOneTimeCode'

/**
 * What a code is for: a login, the two steps of an email change (current address, then new one), or
 * a recovery of the wallet on a device that lacks its share.
 */
export type OneTimeCodePurpose = 'login' | 'email-current' | 'email-new' | 'recovery'

export interface IssueOneTimeCodeParameters {
  purpose: OneTimeCodePurpose
  /** The email for a login, the user id for an email change or a recovery. */
  subject: string
  /** The device the code is for: only it can use the code. */
  deviceId: string
  /** The address the code goes to: its wrong tries count against it (codeFailureBudget). */
  sentTo: string
  /** An email change's new address. */
  newEmail?: string
  /** A login code sent once the emailed link approved this device: its session may recover the wallet. */
  grantsRecovery?: boolean
  recoverySecret?: Uint8Array | undefined
  now: number
}

/**
 * Makes a six-digit code (crypto.randomInt) for 10 minutes and 5 attempts, replacing any earlier one for
 * the same purpose, subject and device (another device's code is left alone), and stores only its salted
 * hash (hashOneTimeCode). Answers the code, to be mailed. None while code sign-in is locked for the
 * address (429 LOGIN_LOCKED). Codes expired for over a day are swept on the way.
 *
 * Six digits, not more: with at most CODE_FAILURE_BUDGET wrong codes a day per address and codes sent
 * only to devices the address approved, a guess succeeds about 0.4 % a year; longer codes would cost
 * every person typing them, mail clients' one-time-code autofill and the spec's 6-digit entry.
 *
 * @example
 * const code = await issueOneTimeCode(db, { purpose: 'login', subject: email, deviceId, sentTo: email, now: Date.now() })
 */
export async function issueOneTimeCode(db: Database, params: IssueOneTimeCodeParameters): Promise<string> {
  await assertCodeLoginOpen(db, { address: params.sentTo, now: params.now })
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const salt = randomBytes(16).toString('hex')
  const fields = {
    salt,
    codeHash: hashOneTimeCode({ code, salt, recoverySecret: params.recoverySecret }),
    sentTo: params.sentTo,
    newEmail: params.newEmail ?? null,
    grantsRecovery: params.grantsRecovery ?? false,
    attempts: 0,
    expiresAt: new Date(params.now + ONE_TIME_CODE_TTL_MS),
  }
  await db
    .insert(authCodes)
    .values({ purpose: params.purpose, subject: params.subject, deviceId: params.deviceId, ...fields })
    .onConflictDoUpdate({ target: [authCodes.purpose, authCodes.subject, authCodes.deviceId], set: fields })
  await db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(params.now - EXPIRED_ROW_KEEP_MS)))
  return code
}
