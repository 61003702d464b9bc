import { and, eq, gt, isNull } from 'drizzle-orm'
import { isOwnLogin } from '../auth/isOwnLogin'
import { isSameHash } from '../auth/isSameHash'
import { openProviderSession } from '../auth/openProviderSession'
import { hashSecretToken } from '../auth/secretTokens'
import type { AuthUser } from '../auth/types'
import { authSocialLogins } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'

export interface FinishSocialLoginParameters {
  /** The `latch_social` the host page came back with. */
  state: string
  /** The secret the frame started this login with. */
  secret: string
  /** The completion secret the callback gave the browser the provider sent back (`#latch_social_code`). */
  completion: string
  deviceId: string
  projectId: string
}

const unknownLogin = () =>
  new ApiError(
    'SOCIAL_LOGIN_UNKNOWN',
    'This social login is unknown, expired or already used: start it again.',
  )

/**
 * The frame turns a social login the provider answered into a session: only with the secret it started
 * the login with, from the same device and project, and the completion secret the callback gave the browser
 * the provider sent back; once. So the frame that started a login and the browser that met the provider
 * must be the same: an attacker who starts a login and has someone else sign in at the provider never
 * sees the completion, and that person's page never had the start secret. A wrong completion ends the
 * login: 401 SOCIAL_COMPLETION_INVALID. The person's cancelling at the provider answers 403
 * SOCIAL_LOGIN_REJECTED ('Connection rejected'), a provider failure 502 SOCIAL_LOGIN_FAILED ('Failed to
 * connect'), a login still at the provider 409 SOCIAL_LOGIN_PENDING; anything else 401
 * SOCIAL_LOGIN_UNKNOWN. The device is approved and a 30-day session opened, as after an email code.
 *
 * @example
 * const { token, user } = await finishSocialLogin(deps, { state, secret, completion, deviceId, projectId })
 */
export async function finishSocialLogin(
  deps: AppDeps,
  params: FinishSocialLoginParameters,
): Promise<{ token: string; expiresAt: string; user: AuthUser }> {
  const now = deps.now?.() ?? Date.now()
  const stateHash = hashSecretToken(params.state)
  const [login] = await deps.db
    .select()
    .from(authSocialLogins)
    .where(eq(authSocialLogins.stateHash, stateHash))
  if (!isOwnLogin(login, { ...params, now })) throw unknownLogin()
  if (!login.completionHash)
    throw new ApiError('SOCIAL_LOGIN_PENDING', 'The provider has not sent the person back yet.')
  if (!isSameHash(login.completionHash, hashSecretToken(params.completion))) {
    await deps.db
      .update(authSocialLogins)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authSocialLogins.stateHash, stateHash), isNull(authSocialLogins.usedAt)))
    throw new ApiError(
      'SOCIAL_COMPLETION_INVALID',
      'This sign-in was completed in another browser: start it again from this one.',
    )
  }
  if (login.error === 'rejected') throw new ApiError('SOCIAL_LOGIN_REJECTED', 'Connection rejected')
  if (login.error) throw new ApiError('SOCIAL_LOGIN_FAILED', 'Failed to connect')
  if (!login.userId) throw unknownLogin()
  const { userId } = login
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(authSocialLogins)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(authSocialLogins.stateHash, stateHash),
          isNull(authSocialLogins.usedAt),
          gt(authSocialLogins.expiresAt, new Date(now)),
        ),
      )
      .returning({ stateHash: authSocialLogins.stateHash })
    if (!claimed) throw unknownLogin()
    return openProviderSession(tx, {
      userId,
      deviceId: params.deviceId,
      projectId: params.projectId,
      provider: login.provider,
      now,
    })
  })
}
