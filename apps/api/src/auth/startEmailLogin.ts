import { DEVICE_APPROVAL_PATH } from '../http/frameOriginMiddleware'
import type { AppDeps } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'
import { deviceApprovalMail, loginCodeMail } from './authMails'
import { claimEmailCooldown, releaseEmailCooldown } from './claimEmailCooldown'
import { assertCodeLoginOpen } from './codeFailureBudget'
import { deliverMail } from './deliverMail'
import { isDeviceApproved } from './isDeviceApproved'
import { issueDeviceLink } from './issueDeviceLink'
import { issueOneTimeCode } from './issueOneTimeCode'
import { limitLoginMails } from './limitLoginMails'
import { requireMailer } from './requireMailer'

export interface StartEmailLoginParameters {
  /** Normalised (trimmed, lower-case). */
  email: string
  deviceId: string
  projectId: string
  /** The site signing in (the project's name), named in the link's mail and page. */
  site: string
  /** The caller as the rate limit names it. */
  client: string
  /** The device as its browser describes itself (`describeDevice`). */
  deviceLabel: string
}

/**
 * Starts an email login. A device the address approved gets a one-time code (`VERIFY_OTP`); any other
 * device a device-approval link first (`VERIFY_DEVICE`), whether or not the address has a user, so the
 * answer never tells a registered address from a new one. At most once per address and client in 30 s
 * (429 EMAIL_COOLDOWN), a few mails per client across addresses (429 RATE_LIMITED), nothing while code
 * sign-in is locked for the address (429 LOGIN_LOCKED). A mail that cannot be sent gives the cooldown back.
 *
 * @example
 * const { action } = await startEmailLogin(deps, { email, deviceId, projectId, site: 'Shop', client, deviceLabel })
 */
export async function startEmailLogin(
  deps: AppDeps,
  params: StartEmailLoginParameters,
): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { email, deviceId } = params
  const now = deps.now?.() ?? Date.now()
  const slot = { email, client: params.client, now }
  await claimEmailCooldown(db, slot)
  try {
    await assertCodeLoginOpen(db, { address: email, now })
    await limitLoginMails(db, { client: params.client, limit: deps.loginMailLimit, now })
    if (await isDeviceApproved(db, { email, deviceId })) {
      const code = await issueOneTimeCode(db, {
        purpose: 'login',
        subject: email,
        deviceId,
        sentTo: email,
        recoverySecret: deps.recoverySecret,
        now,
      })
      await deliverMail(mailer, loginCodeMail(email, code))
      return { action: 'VERIFY_OTP' }
    }
    const token = await issueDeviceLink(db, { email, deviceId, label: params.deviceLabel, now })
    // Under the public URL as given, path prefix included (a service behind https://example.com/api).
    const query = new URLSearchParams({ projectId: params.projectId, token })
    const url = `${deps.publicUrl ?? DEFAULT_PUBLIC_URL}${DEVICE_APPROVAL_PATH}?${query}`
    await deliverMail(
      mailer,
      deviceApprovalMail(email, { url, site: params.site, device: params.deviceLabel }),
    )
    return { action: 'VERIFY_DEVICE' }
  } catch (error) {
    await releaseEmailCooldown(db, slot)
    throw error
  }
}
