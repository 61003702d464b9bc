import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { emailChangeCodeMail } from './authMails'
import { checkOneTimeCode } from './checkOneTimeCode'
import { deliverMail } from './deliverMail'
import { findUserByEmail } from './findUserByEmail'
import { issueOneTimeCode } from './issueOneTimeCode'
import { requireMailer } from './requireMailer'
import type { AuthUser } from './types'

/**
 * The first step of an email change: the code mailed to the current address proves the person holds it;
 * then a code goes to the NEW address (the spec's `VERIFY_SECONDARY_OTP`). Same code rules as a login.
 *
 * @example
 * const { action } = await confirmCurrentEmail(deps, { user, otp: '042917' })
 */
export async function confirmCurrentEmail(
  deps: AppDeps,
  params: { user: AuthUser; otp: string },
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const now = deps.now?.() ?? Date.now()
  const { newEmail } = await checkOneTimeCode(db, {
    purpose: 'email-current',
    subject: params.user.id,
    code: params.otp,
    recoverySecret: deps.recoverySecret,
    now,
  })
  if (!newEmail || (await findUserByEmail(db, newEmail)))
    throw new ApiError('EMAIL_TAKEN', 'Another user has this email.')
  const code = await issueOneTimeCode(db, {
    purpose: 'email-new',
    subject: params.user.id,
    newEmail,
    recoverySecret: deps.recoverySecret,
    now,
  })
  await deliverMail(mailer, emailChangeCodeMail({ to: newEmail, code, step: 'new', newEmail }))
  return { action: 'VERIFY_SECONDARY_OTP' }
}
