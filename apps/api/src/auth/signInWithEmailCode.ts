import type { AppDeps } from '../http/types'
import { approveDevice } from './approveDevice'
import { checkOneTimeCode } from './checkOneTimeCode'
import { createAuthSession } from './createAuthSession'
import { findOrCreateUser } from './findOrCreateUser'
import type { AuthUser } from './types'

export interface SignInWithEmailCodeParameters {
  /** Normalised (trimmed, lower-case). */
  email: string
  deviceId: string
  /** Six digits. */
  otp: string
  projectId: string
}

/**
 * Completes an email login: checks the one-time code mailed for this address and device (see
 * checkOneTimeCode for its refusals), then in one transaction creates the user on first sign-in,
 * approves the device and opens a 30-day session for the project.
 *
 * @example
 * const { token, expiresAt, user } = await signInWithEmailCode(deps, { email, deviceId, otp: '042917', projectId })
 */
export async function signInWithEmailCode(
  deps: AppDeps,
  params: SignInWithEmailCodeParameters,
): Promise<{ token: string; expiresAt: string; user: AuthUser }> {
  const { email, deviceId } = params
  const now = deps.now?.() ?? Date.now()
  await checkOneTimeCode(deps.db, {
    purpose: 'login',
    subject: email,
    code: params.otp,
    deviceId,
    recoverySecret: deps.recoverySecret,
    now,
  })
  return deps.db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, { email, now })
    await approveDevice(tx, { userId: user.id, deviceId, now })
    const session = await createAuthSession(tx, {
      userId: user.id,
      deviceId,
      projectId: params.projectId,
      now,
    })
    return { ...session, user }
  })
}
