import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { emailChangeCodeMail } from './authMails'
import { claimEmailCooldown, releaseEmailCooldown } from './claimEmailCooldown'
import { deliverMail } from './deliverMail'
import { findUserByEmail } from './findUserByEmail'
import { issueOneTimeCode } from './issueOneTimeCode'
import { limitLoginMails } from './limitLoginMails'
import { requireMailer } from './requireMailer'
import type { AuthSession } from './types'

/**
 * Starts changing the user's email, from the frame's own screen: a code for this device goes to the
 * CURRENT address first (the spec's `VERIFY_PRIMARY_OTP`), under the limits of a login mail (30 s per
 * address and client, a few per client, none while locked). 409 EMAIL_TAKEN when another user has the
 * new address; 400 INVALID_BODY when it is the user's own; 409 NO_CURRENT_EMAIL for a user of a social
 * login without an email (there is no current address to confirm).
 *
 * @example
 * const { action } = await startEmailChange(deps, { session, newEmail: 'alice@new.example', client })
 */
export async function startEmailChange(
  deps: AppDeps,
  params: { session: AuthSession; newEmail: string; client: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { session, newEmail } = params
  const current = session.user.email
  if (current === null)
    throw new ApiError(
      'NO_CURRENT_EMAIL',
      'This account signed in without an email: there is none to change.',
    )
  if (newEmail === current) throw new ApiError('INVALID_BODY', 'email: already the email of this user')
  if (await findUserByEmail(db, newEmail)) throw new ApiError('EMAIL_TAKEN', 'Another user has this email.')
  const now = deps.now?.() ?? Date.now()
  const slot = { email: current, client: params.client, now }
  await claimEmailCooldown(db, slot)
  try {
    await limitLoginMails(db, { client: params.client, limit: deps.loginMailLimit, now })
    const code = await issueOneTimeCode(db, {
      purpose: 'email-current',
      subject: session.user.id,
      deviceId: session.deviceId,
      sentTo: current,
      newEmail,
      recoverySecret: deps.recoverySecret,
      now,
    })
    await deliverMail(mailer, emailChangeCodeMail({ to: current, code, step: 'current', newEmail }))
  } catch (error) {
    await releaseEmailCooldown(db, slot)
    throw error
  }
  return { action: 'VERIFY_PRIMARY_OTP' }
}
