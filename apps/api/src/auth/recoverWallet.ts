import { and, eq, isNull } from 'drizzle-orm'
import { authSessions, authWallets } from '../db/schema'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../http/types'
import { RECOVERY_GRANT_MS } from './authLimits'
import { walletRecoveredMail } from './authMails'
import { checkOneTimeCode } from './checkOneTimeCode'
import { deliverMail } from './deliverMail'
import { endSessions } from './endSessions'
import { decryptRecoveryShare } from './recoveryShareCipher'
import { requireMailer } from './requireMailer'
import { requireRecoverySecret } from './requireRecoverySecret'
import type { AuthSession } from './types'

const alreadyRecovered = () => new ApiError('ALREADY_RECOVERED', 'This session recovered the wallet already.')

/** The wallet with its decrypted recovery share: what a new device combines into the key. */
export interface RecoveredWallet {
  address: string
  authShare: string
  recoveryShare: string
}

/**
 * Releases the wallet's recovery share to a device that lacks its own: only to a session whose login
 * approved this new device of the wallet by the emailed link (within RECOVERY_GRANT_MS of that login), or
 * with a fresh recovery code (`otp`, mailed by
 * sendRecoveryCode to the user's email for this device; checked like a login code), never to a session
 * token alone: 403 RECOVERY_CODE_REQUIRED. Once per session (409 ALREADY_RECOVERED). In one transaction
 * the session is marked, the user's other sessions end, and the person is mailed: a recovery that
 * cannot be told is not made (503 MAIL_NOT_SENT, nothing changed).
 *
 * @example const wallet = await recoverWallet(deps, { session, otp: '042917', device: 'Chrome on Linux' })
 */
export async function recoverWallet(
  deps: AppDeps,
  params: { session: AuthSession; otp?: string; device: string },
): Promise<RecoveredWallet> {
  const recoverySecret = requireRecoverySecret(deps)
  const mailer = requireMailer(deps)
  const { session } = params
  const { user } = session
  const now = deps.now?.() ?? Date.now()
  const [wallet] = await deps.db.select().from(authWallets).where(eq(authWallets.userId, user.id))
  if (!wallet) throw new ApiError('NOT_FOUND', 'This user has no wallet yet.')
  if (session.recovered) throw alreadyRecovered()
  if (!session.mayRecover || now - session.createdAt >= RECOVERY_GRANT_MS) {
    if (params.otp === undefined || user.email === null)
      throw new ApiError(
        'RECOVERY_CODE_REQUIRED',
        'This session may recover the wallet only with a fresh code: ask for one (POST /v1/auth/wallet/recover/code).',
      )
    await checkOneTimeCode(deps, {
      purpose: 'recovery',
      subject: user.id,
      deviceId: session.deviceId,
      code: params.otp,
    })
  }
  const email = user.email
  if (email === null)
    throw new ApiError('NO_CURRENT_EMAIL', 'This account has no email to tell of a recovery.')
  // Decrypted before anything is marked, so a failure leaves the one recovery unspent.
  const recoveryShare = decryptRecoveryShare({
    recoverySecret,
    userId: user.id,
    encrypted: wallet.recoveryShareEncrypted,
  })
  await deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(authSessions)
      .set({ recoveredAt: new Date(now) })
      .where(and(eq(authSessions.tokenHash, session.tokenHash), isNull(authSessions.recoveredAt)))
      .returning({ tokenHash: authSessions.tokenHash })
    if (marked.length === 0) throw alreadyRecovered()
    await endSessions(tx, { userId: user.id, exceptTokenHash: session.tokenHash, now })
    await deliverMail(mailer, walletRecoveredMail(email, { device: params.device, at: now }))
  })
  return { address: wallet.address, authShare: wallet.authShare, recoveryShare }
}
