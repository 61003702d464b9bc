import { eq } from 'drizzle-orm'
import { isUniqueViolation } from '../db/isUniqueViolation'
import { authEmailUndos, authUsers } from '../db/schema'
import { ApiError } from '../http/errors'
import { EMAIL_UNDO_PATH } from '../http/frameOriginMiddleware'
import type { AppDeps } from '../http/types'
import { DEFAULT_PUBLIC_URL } from '../tokens/tokenIconUrl'
import { EMAIL_UNDO_TTL_MS } from './authLimits'
import { emailChangedMail } from './authMails'
import { checkOneTimeCode } from './checkOneTimeCode'
import { deliverMail } from './deliverMail'
import { endSessions, forgetDevices } from './endSessions'
import { requireMailer } from './requireMailer'
import { createSecretToken } from './secretTokens'
import { toAuthUser } from './toAuthUser'
import type { AuthSession, AuthUser } from './types'

/**
 * The last step of an email change: the code mailed to the new address proves the person holds it. In
 * one transaction the user's email becomes it, every other session ends and every other device is
 * forgotten, and the OLD address is mailed an undo link (EMAIL_UNDO_TTL_MS, `undoEmailChange`): a change
 * the old address cannot hear of is not made (503 MAIL_NOT_SENT, nothing changed). The unique email
 * decides a race with another user taking it (409 EMAIL_TAKEN).
 *
 * @example
 * const user = await confirmNewEmail(deps, { session, projectId, otp: '042917' })
 */
export async function confirmNewEmail(
  deps: AppDeps,
  params: { session: AuthSession; projectId: string; otp: string },
): Promise<AuthUser> {
  const mailer = requireMailer(deps)
  const { session } = params
  const oldEmail = session.user.email
  const now = deps.now?.() ?? Date.now()
  const { newEmail } = await checkOneTimeCode(deps, {
    purpose: 'email-new',
    subject: session.user.id,
    deviceId: session.deviceId,
    code: params.otp,
  })
  if (!newEmail || !oldEmail) throw new ApiError('NO_CURRENT_EMAIL', 'There is no email change under way.')
  const { token, hash } = createSecretToken()
  const query = new URLSearchParams({ projectId: params.projectId, token })
  const url = `${deps.publicUrl ?? DEFAULT_PUBLIC_URL}${EMAIL_UNDO_PATH}?${query}`
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(authUsers)
        .set({ email: newEmail })
        .where(eq(authUsers.id, session.user.id))
        .returning()
      const userId = session.user.id
      await endSessions(tx, { userId, exceptTokenHash: session.tokenHash, now })
      await forgetDevices(tx, { userId, exceptDeviceId: session.deviceId })
      await tx.insert(authEmailUndos).values({
        tokenHash: hash,
        userId,
        oldEmail,
        newEmail,
        expiresAt: new Date(now + EMAIL_UNDO_TTL_MS),
      })
      const days = EMAIL_UNDO_TTL_MS / (24 * 3600_000)
      await deliverMail(mailer, emailChangedMail({ to: oldEmail, newEmail, url, days }))
      return toAuthUser(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('EMAIL_TAKEN', 'Another user has this email.')
    throw error
  }
}
