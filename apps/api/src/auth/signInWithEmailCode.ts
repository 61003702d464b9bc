import { eq } from 'drizzle-orm'
import { authWallets } from '../db/schema'
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
 * approves the device and opens a session for the project; the session may recover the wallet when this
 * very login approved the device by the emailed link and the user has a wallet (a new device of it).
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
  const { grantsRecovery } = await checkOneTimeCode(deps, {
    purpose: 'login',
    subject: email,
    deviceId,
    code: params.otp,
  })
  return deps.db.transaction(async (tx) => {
    const user = await findOrCreateUser(tx, { email, now })
    await approveDevice(tx, { userId: user.id, deviceId, now })
    // only a new device of a wallet that exists needs the recovery share; the wallet's first device holds its own
    const [wallet] = grantsRecovery
      ? await tx
          .select({ userId: authWallets.userId })
          .from(authWallets)
          .where(eq(authWallets.userId, user.id))
      : []
    const session = await createAuthSession(tx, {
      userId: user.id,
      deviceId,
      projectId: params.projectId,
      mayRecover: wallet !== undefined,
      now,
    })
    return { ...session, user }
  })
}
