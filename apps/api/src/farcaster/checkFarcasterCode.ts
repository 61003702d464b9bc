import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { hashOneTimeCode } from '../auth/hashOneTimeCode'
import { isSameHash } from '../auth/isSameHash'
import { authFarcasterLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { FARCASTER_CODE_MAX_ATTEMPTS, normalizeFarcasterCode } from './farcasterCode'
import { unknownFarcasterLogin } from './readVerifiedSignIn'

/**
 * Checks the sign-in code the person typed on the device that asked: it must be the code issued to the
 * Farcaster app of the fid that signed in (`fid`). Each try is counted in the database before the
 * comparison (constant time), so instances share the 5 tries; a wrong code is 401 FARCASTER_CODE_INVALID,
 * and the 5th ends the login (401 FARCASTER_LOGIN_UNKNOWN afterwards).
 *
 * @example
 * await checkFarcasterCode(deps, { channelTokenHash, code: 'K7QM-2XD9', fid: 1, now })
 */
export async function checkFarcasterCode(
  deps: AppDeps,
  params: { channelTokenHash: string; code: string; fid: number; now: number },
): Promise<void> {
  const key = eq(authFarcasterLogins.channelTokenHash, params.channelTokenHash)
  const [counted] = await deps.db
    .update(authFarcasterLogins)
    .set({ codeAttempts: sql`${authFarcasterLogins.codeAttempts} + 1` })
    .where(
      and(
        key,
        isNull(authFarcasterLogins.usedAt),
        lt(authFarcasterLogins.codeAttempts, FARCASTER_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({
      codeAttempts: authFarcasterLogins.codeAttempts,
      codeHash: authFarcasterLogins.codeHash,
      codeFid: authFarcasterLogins.codeFid,
    })
  if (!counted) throw unknownFarcasterLogin()
  const typed = hashOneTimeCode({
    code: normalizeFarcasterCode(params.code),
    salt: params.channelTokenHash,
    ...(deps.recoverySecret ? { recoverySecret: deps.recoverySecret } : {}),
  })
  const right =
    counted.codeHash !== null && isSameHash(counted.codeHash, typed) && counted.codeFid === params.fid
  if (right) return
  if (counted.codeAttempts >= FARCASTER_CODE_MAX_ATTEMPTS)
    await deps.db
      .update(authFarcasterLogins)
      .set({ usedAt: new Date(params.now) })
      .where(key)
  throw new ApiError(
    'FARCASTER_CODE_INVALID',
    'Invalid code: type the code your Farcaster app shows once you signed in.',
  )
}
