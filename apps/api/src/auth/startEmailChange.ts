import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { emailChangeCodeMail } from './authMails'
import { claimEmailCooldown, releaseEmailCooldown } from './claimEmailCooldown'
import { deliverMail } from './deliverMail'
import { findUserByEmail } from './findUserByEmail'
import { issueOneTimeCode } from './issueOneTimeCode'
import { requireMailer } from './requireMailer'
import type { AuthUser } from './types'

/**
 * Starts changing the user's email: a code goes to the CURRENT address first (the spec's
 * `VERIFY_PRIMARY_OTP`), under the same 30 s cooldown as a login. 409 EMAIL_TAKEN when another user has
 * the new address; 400 INVALID_BODY when it is the user's own; 409 NO_CURRENT_EMAIL for a user of a social
 * login without an email (there is no current address to confirm).
 *
 * @example
 * const { action } = await startEmailChange(deps, { user, newEmail: 'alice@new.example' })
 */
export async function startEmailChange(
  deps: AppDeps,
  params: { user: AuthUser; newEmail: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { user, newEmail } = params
  const current = user.email
  if (current === null)
    throw new ApiError(
      'NO_CURRENT_EMAIL',
      'This account signed in without an email: there is none to change.',
    )
  if (newEmail === current) throw new ApiError('INVALID_BODY', 'email: already the email of this user')
  if (await findUserByEmail(db, newEmail)) throw new ApiError('EMAIL_TAKEN', 'Another user has this email.')
  const now = deps.now?.() ?? Date.now()
  await claimEmailCooldown(db, { email: current, now })
  try {
    const code = await issueOneTimeCode(db, {
      purpose: 'email-current',
      subject: user.id,
      newEmail,
      recoverySecret: deps.recoverySecret,
      now,
    })
    await deliverMail(mailer, emailChangeCodeMail({ to: current, code, step: 'current', newEmail }))
  } catch (error) {
    await releaseEmailCooldown(db, { email: current, now })
    throw error
  }
  return { action: 'VERIFY_PRIMARY_OTP' }
}
