import { FrameChannelError } from '@latch/frame-protocol'
import type { AuthClient, AuthUser } from '../services/createAuthClient'
import { type AccountPrompts, askCodeUntilAccepted, askEmailUntilAccepted } from './accountPrompts'

/**
 * Moves the account to another address, all on the frame's own screen: the new address, then the code
 * mailed to the current address (the spec's VERIFY_PRIMARY_OTP), then the code mailed to the new one
 * (VERIFY_SECONDARY_OTP). The services then sign the other devices out and mail the old address an undo
 * link. Answers the user with the new email; the screen goes when done.
 *
 * @example const user = await changeEmail(auth, session, prompts)
 */
export async function changeEmail(
  auth: AuthClient,
  session: { token: string; user: AuthUser },
  prompts: AccountPrompts,
): Promise<AuthUser> {
  const current = session.user.email
  const { token } = session
  try {
    if (current === null)
      throw new FrameChannelError(
        'FRAME_REQUEST_FAILED',
        'This account signed in without an email: there is none to change.',
      )
    const next = await askEmailUntilAccepted(prompts, current, (email) => auth.updateEmail(token, email))
    await askCodeUntilAccepted(prompts, { purpose: 'emailCurrent', email: current }, (otp) =>
      auth.confirmCurrentEmail(token, otp),
    )
    return await askCodeUntilAccepted(prompts, { purpose: 'emailNew', email: next }, (otp) =>
      auth.confirmNewEmail(token, otp),
    )
  } finally {
    prompts.done()
  }
}
