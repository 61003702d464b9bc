import { eq } from 'drizzle-orm'
import { isUniqueViolation } from '../db/isUniqueViolation'
import { authUsers } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { checkOneTimeCode } from './checkOneTimeCode'
import { toAuthUser } from './toAuthUser'
import type { AuthUser } from './types'

/**
 * The last step of an email change: the code mailed to the new address proves the person holds it, and
 * the user's email becomes it. The unique email decides a race with another user taking it (409 EMAIL_TAKEN).
 *
 * @example
 * const user = await confirmNewEmail(deps, { user, otp: '042917' })
 */
export async function confirmNewEmail(
  deps: AppDeps,
  params: { user: AuthUser; otp: string },
): Promise<AuthUser> {
  const { db } = deps
  const { newEmail } = await checkOneTimeCode(db, {
    purpose: 'email-new',
    subject: params.user.id,
    code: params.otp,
    recoverySecret: deps.recoverySecret,
    now: deps.now?.() ?? Date.now(),
  })
  try {
    const [row] = await db
      .update(authUsers)
      .set({ email: newEmail! })
      .where(eq(authUsers.id, params.user.id))
      .returning()
    return toAuthUser(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('EMAIL_TAKEN', 'Another user has this email.')
    throw error
  }
}
