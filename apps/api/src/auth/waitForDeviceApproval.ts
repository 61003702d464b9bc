import type { AppDeps } from '../http/types'
import { loginCodeMail } from './authMails'
import { claimApprovedDeviceCode } from './claimApprovedDeviceCode'
import { deliverMail } from './deliverMail'
import { findUserByEmail } from './findUserByEmail'
import { isDeviceApproved } from './isDeviceApproved'
import { issueOneTimeCode } from './issueOneTimeCode'
import { requireMailer } from './requireMailer'

/**
 * One poll of a device waiting for its emailed link to be opened: `{ approved: false }` until it is;
 * then, once, a one-time code is mailed and the answer is `{ approved: true, action: 'VERIFY_OTP' }`;
 * afterwards `{ approved: true }`.
 *
 * @example
 * const { approved, action } = await waitForDeviceApproval(deps, { email: 'alice@example.com', deviceId })
 */
export async function waitForDeviceApproval(
  deps: AppDeps,
  params: { email: string; deviceId: string },
): Promise<{ approved: boolean; action?: 'VERIFY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { email, deviceId } = params
  const now = deps.now?.() ?? Date.now()
  const user = await findUserByEmail(db, email)
  if (!user || !(await isDeviceApproved(db, { userId: user.id, deviceId }))) return { approved: false }
  if (!(await claimApprovedDeviceCode(db, { userId: user.id, deviceId, now }))) return { approved: true }
  const code = await issueOneTimeCode(db, {
    purpose: 'login',
    subject: email,
    deviceId,
    recoverySecret: deps.recoverySecret,
    now,
  })
  await deliverMail(mailer, loginCodeMail(email, code))
  return { approved: true, action: 'VERIFY_OTP' }
}
