import { and, eq, gt, isNull } from 'drizzle-orm'
import { isOwnLogin } from '../auth/isOwnLogin'
import { openProviderSession } from '../auth/openProviderSession'
import { hashSecretToken } from '../auth/secretTokens'
import type { AuthUser } from '../auth/types'
import { authFarcasterLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { bindFarcasterIdentity, FARCASTER_PROVIDER } from './bindFarcasterIdentity'
import { checkFarcasterCode } from './checkFarcasterCode'
import { readVerifiedSignIn, unknownFarcasterLogin } from './readVerifiedSignIn'
import { requireFarcasterSetup } from './requireFarcasterSetup'

export interface FinishFarcasterLoginParameters {
  /** The channel token the start answered. */
  channelToken: string
  /** The secret the frame started this login with. */
  secret: string
  deviceId: string
  projectId: string
  /** The sign-in code the person's Farcaster app showed them, as they typed it on this device. */
  code?: string
}

export interface FinishFarcasterLoginReturnType {
  token: string
  expiresAt: string
  user: AuthUser
}

/**
 * The frame's poll of a Farcaster login, then its finish: only with the secret it started the login with,
 * from the same device and project. While the person has not signed in the Farcaster app: 409
 * FARCASTER_LOGIN_PENDING. Once they have (the relay's answer verified, `readVerifiedSignIn`): 409
 * FARCASTER_CODE_REQUIRED until the frame sends the sign-in code the person's Farcaster app showed them,
 * which only that app could get (`issueFarcasterCode`, with the fid's custody key) and only the person can
 * carry to this device: an attacker who started the request and had someone else sign it holds the start
 * secret but never the code. A wrong code is 401 FARCASTER_CODE_INVALID (the 5th ends the login). With the
 * right code (or at once, where the operator turned the code off: LATCH_FARCASTER.signInCode) the fid is bound to a user (its own, without email, the first time), the device approved and a
 * 30-day session opened naming the provider `farcaster`: once. Anything unknown, expired or used is 401
 * FARCASTER_LOGIN_UNKNOWN; a signed answer that does not verify 401 FARCASTER_VERIFICATION_FAILED and a
 * failing relay 502 FARCASTER_RELAY_FAILED, both 'Failed to connect to farcaster' with the reason in the log.
 *
 * @example
 * const { token, user } = await finishFarcasterLogin(deps, { channelToken, secret, deviceId, projectId, code })
 */
export async function finishFarcasterLogin(
  deps: AppDeps,
  params: FinishFarcasterLoginParameters,
): Promise<FinishFarcasterLoginReturnType> {
  const setup = requireFarcasterSetup(deps)
  const now = deps.now?.() ?? Date.now()
  const channelTokenHash = hashSecretToken(params.channelToken)
  const [login] = await deps.db
    .select()
    .from(authFarcasterLogins)
    .where(eq(authFarcasterLogins.channelTokenHash, channelTokenHash))
  if (!isOwnLogin(login, { ...params, now })) throw unknownFarcasterLogin()

  const signedIn = await readVerifiedSignIn(deps, setup, {
    login,
    channelToken: params.channelToken,
    now,
  })
  if (setup.codeRequired) {
    if (params.code === undefined)
      throw new ApiError(
        'FARCASTER_CODE_REQUIRED',
        'Signed in the Farcaster app: type the code it shows on this device.',
      )
    await checkFarcasterCode(deps, { channelTokenHash, code: params.code, fid: signedIn.fid, now })
  }

  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(authFarcasterLogins)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(authFarcasterLogins.channelTokenHash, channelTokenHash),
          isNull(authFarcasterLogins.usedAt),
          gt(authFarcasterLogins.expiresAt, new Date(now)),
        ),
      )
      .returning({ channelTokenHash: authFarcasterLogins.channelTokenHash })
    if (!claimed) throw unknownFarcasterLogin()
    const userId = await bindFarcasterIdentity(tx, {
      fid: signedIn.fid,
      custody: signedIn.custody,
      ...(signedIn.username ? { username: signedIn.username } : {}),
      now,
    })
    return openProviderSession(tx, {
      userId,
      deviceId: params.deviceId,
      projectId: params.projectId,
      provider: FARCASTER_PROVIDER,
      now,
    })
  })
}
