import { eq } from 'drizzle-orm'
import { authWallets } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { recoveryCodeMail } from './authMails'
import { claimEmailCooldown, releaseEmailCooldown } from './claimEmailCooldown'
import { deliverMail } from './deliverMail'
import { issueOneTimeCode } from './issueOneTimeCode'
import { limitLoginMails } from './limitLoginMails'
import { requireMailer } from './requireMailer'
import type { AuthSession } from './types'

/**
 * Mails the user a code that lets this session's device recover the wallet (`recoverWallet`), under the
 * same limits as a login mail (30 s per address and client, a few per client, none while locked).
 * Answers the address it went to. 409 NO_CURRENT_EMAIL for an account without one (a social login that
 * vouched for none): such a wallet is used only on devices that hold their share; 404 without a wallet.
 *
 * @example const { email } = await sendRecoveryCode(deps, { session, client: '203.0.113.7' })
 */
export async function sendRecoveryCode(
  deps: AppDeps,
  params: { session: AuthSession; client: string },
): Promise<{ email: string }> {
  const mailer = requireMailer(deps)
  const { db } = deps
  const { user, deviceId } = params.session
  const email = user.email
  if (email === null)
    throw new ApiError(
      'NO_CURRENT_EMAIL',
      'This account has no email to send a recovery code to: use it on a device that holds its share.',
    )
  const [wallet] = await db
    .select({ userId: authWallets.userId })
    .from(authWallets)
    .where(eq(authWallets.userId, user.id))
  if (!wallet) throw new ApiError('NOT_FOUND', 'This user has no wallet yet.')
  const now = deps.now?.() ?? Date.now()
  // its own 30 s slot, apart from the login's: a login on a device without its share asks for both at once
  const slot = { email: `recovery:${email}`, client: params.client, now }
  await claimEmailCooldown(db, slot)
  try {
    await limitLoginMails(db, { client: params.client, limit: deps.loginMailLimit, now })
    const code = await issueOneTimeCode(db, {
      purpose: 'recovery',
      subject: user.id,
      deviceId,
      sentTo: email,
      recoverySecret: deps.recoverySecret,
      now,
    })
    await deliverMail(mailer, recoveryCodeMail(email, code))
  } catch (error) {
    await releaseEmailCooldown(db, slot)
    throw error
  }
  return { email }
}
