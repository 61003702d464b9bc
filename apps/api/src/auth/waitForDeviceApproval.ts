import type { AppDeps } from '../http/types'
import { loginCodeMail } from './authMails'
import { claimApprovedDeviceCode } from './claimApprovedDeviceCode'
import { deliverMail } from './deliverMail'
import { isDeviceApproved } from './isDeviceApproved'
import { issueOneTimeCode } from './issueOneTimeCode'
import { requireMailer } from './requireMailer'

/**
 * One poll of a device waiting for its emailed link to be approved (the POST of the link's page):
 * `{ approved: false }` until it is; then, once, a one-time code is mailed (one that lets the session
 * recover the wallet: this login proved the mailbox on this device) and the answer is
 * `{ approved: true, action: 'VERIFY_OTP' }`; afterwards `{ approved: true }`. The same answers for an
 * address with or without a user.
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
  if (!(await claimApprovedDeviceCode(db, { email, deviceId, now })))
    return { approved: await isDeviceApproved(db, { email, deviceId }) }
  const code = await issueOneTimeCode(db, {
    purpose: 'login',
    subject: email,
    deviceId,
    sentTo: email,
    grantsRecovery: true,
    recoverySecret: deps.recoverySecret,
    now,
  })
  await deliverMail(mailer, loginCodeMail(email, code))
  return { approved: true, action: 'VERIFY_OTP' }
}
