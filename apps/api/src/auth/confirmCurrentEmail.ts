import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { emailChangeCodeMail } from './authMails'
import { checkOneTimeCode } from './checkOneTimeCode'
import { deliverMail } from './deliverMail'
import { findUserByEmail } from './findUserByEmail'
import { issueOneTimeCode } from './issueOneTimeCode'
import { requireMailer } from './requireMailer'
import type { AuthSession } from './types'

/**
 * The first step of an email change: the code mailed to the current address proves the person holds it;
 * then a code for this device goes to the NEW address (the spec's `VERIFY_SECONDARY_OTP`). Same code
 * rules as a login.
 *
 * @example
 * const { action } = await confirmCurrentEmail(deps, { session, otp: '042917' })
 */
export async function confirmCurrentEmail(
  deps: AppDeps,
  params: { session: AuthSession; otp: string },
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { user, deviceId } = params.session
  const now = deps.now?.() ?? Date.now()
  const { newEmail } = await checkOneTimeCode(deps, {
    purpose: 'email-current',
    subject: user.id,
    deviceId,
    code: params.otp,
  })
  if (!newEmail || (await findUserByEmail(db, newEmail)))
    throw new ApiError('EMAIL_TAKEN', 'Another user has this email.')
  const code = await issueOneTimeCode(db, {
    purpose: 'email-new',
    subject: user.id,
    deviceId,
    sentTo: newEmail,
    newEmail,
    recoverySecret: deps.recoverySecret,
    now,
  })
  await deliverMail(mailer, emailChangeCodeMail({ to: newEmail, code, step: 'new', newEmail }))
  return { action: 'VERIFY_SECONDARY_OTP' }
}
