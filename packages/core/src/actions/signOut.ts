import { parseError } from '../errors/parseError'
import { type SiwxNotEnabledError, SiwxSignInError } from '../errors/siwx'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { requireSiwx } from '../siwx/requireSiwx'
import { getSignInAccount } from '../siwx/signInAccount'
import { disconnect } from './disconnect'
import { reportActionError } from './reportActionError'
import { signMessage } from './signMessage'

export type SignOutReturnType = undefined

/** What `signOut` rejects with: no `siwx` config, or the revocation's failure (the session kept). */
export type SignOutErrorType = SiwxNotEnabledError | SiwxSignInError

/**
 * Ends the connected account's session on the active network through the host's `siwx` (the
 * services ask the wallet to sign the revocation). When sign-in is required, signing out also
 * disconnects, since the account may not stay connected without a session. A failed revocation
 * keeps the session and throws.
 *
 * @example await signOut(latch)
 */
export async function signOut(latch: Latch): Promise<SignOutReturnType> {
  const siwx = requireSiwx(latch)
  const account = getSignInAccount(getStore(latch).getState())
  if (account) {
    try {
      await siwx.revokeSession(account.caipNetworkId, account.address, (message) =>
        signMessage(latch, { message }),
      )
    } catch (cause) {
      throw reportActionError(latch, new SiwxSignInError({ cause, details: parseError(cause) }))
    }
  }
  getStore(latch).setState((s) => ({
    siwx: { ...s.siwx, status: 'idle', session: undefined, error: undefined },
  }))
  if (siwx.getRequired?.()) await disconnect(latch)
}
