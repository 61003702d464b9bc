import { DEVICE_APPROVAL_PATH } from '../http/frameOriginMiddleware'
import type { AppDeps } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'
import { deviceApprovalMail, loginCodeMail } from './authMails'
import { claimEmailCooldown, releaseEmailCooldown } from './claimEmailCooldown'
import { deliverMail } from './deliverMail'
import { findUserByEmail } from './findUserByEmail'
import { isDeviceApproved } from './isDeviceApproved'
import { issueDeviceLink } from './issueDeviceLink'
import { issueOneTimeCode } from './issueOneTimeCode'
import { requireMailer } from './requireMailer'

export interface StartEmailLoginParameters {
  /** Normalised (trimmed, lower-case). */
  email: string
  deviceId: string
  projectId: string
}

/**
 * Starts an email login, at most once per address in 30 s (429 EMAIL_COOLDOWN): a known user on a
 * device it never approved is mailed a device-approval link (`VERIFY_DEVICE`); anyone else a one-time
 * code (`VERIFY_OTP`). A mail that cannot be sent gives the cooldown back.
 *
 * @example
 * const { action } = await startEmailLogin(deps, { email: 'alice@example.com', deviceId, projectId })
 */
export async function startEmailLogin(
  deps: AppDeps,
  params: StartEmailLoginParameters,
): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { email, deviceId } = params
  const now = deps.now?.() ?? Date.now()
  await claimEmailCooldown(db, { email, now })
  try {
    const user = await findUserByEmail(db, email)
    if (user && !(await isDeviceApproved(db, { userId: user.id, deviceId }))) {
      const token = await issueDeviceLink(db, { userId: user.id, deviceId, now })
      // Under the public URL as given, path prefix included (a service behind https://example.com/api).
      const query = new URLSearchParams({ projectId: params.projectId, token })
      const url = `${deps.publicUrl ?? DEFAULT_PUBLIC_URL}${DEVICE_APPROVAL_PATH}?${query}`
      await deliverMail(mailer, deviceApprovalMail(email, url))
      return { action: 'VERIFY_DEVICE' }
    }
    const code = await issueOneTimeCode(db, {
      purpose: 'login',
      subject: email,
      deviceId,
      recoverySecret: deps.recoverySecret,
      now,
    })
    await deliverMail(mailer, loginCodeMail(email, code))
    return { action: 'VERIFY_OTP' }
  } catch (error) {
    await releaseEmailCooldown(db, { email, now })
    throw error
  }
}
