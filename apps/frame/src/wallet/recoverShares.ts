import { type AuthClient, AuthServiceError } from '../services/createAuthClient'
import { type AccountPrompts, askCodeUntilAccepted } from './accountPrompts'

/**
 * The wallet's auth and recovery shares for a device that lacks its own. Released at once to a login
 * that approved this new device by the emailed link; otherwise the services mail a recovery code and the
 * frame's own screen asks the person for it (never the page). The screen goes when done.
 *
 * @example const { address, authShare, recoveryShare } = await recoverShares(auth, token, prompts)
 */
export async function recoverShares(auth: AuthClient, token: string, prompts: AccountPrompts) {
  try {
    return await auth.recoverWallet(token)
  } catch (error) {
    if (!(error instanceof AuthServiceError && error.serviceCode === 'RECOVERY_CODE_REQUIRED')) throw error
  }
  const { email } = await auth.sendRecoveryCode(token)
  try {
    return await askCodeUntilAccepted(prompts, { purpose: 'recovery', email }, (otp) =>
      auth.recoverWalletWithCode(token, otp),
    )
  } finally {
    prompts.done()
  }
}
