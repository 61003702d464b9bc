import { parseError } from '../errors/parseError'
import { UserRejectedRequestError } from '../errors/rpc'
import { type SiwxNotEnabledError, SiwxSignInError } from '../errors/siwx'
import { ActiveAddressNotFoundError } from '../errors/transaction'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { requireSiwx } from '../siwx/requireSiwx'
import { showSignInView } from '../siwx/showSignInView'
import { getSignInAccount } from '../siwx/signInAccount'
import { close } from './close'
import { reportActionError } from './reportActionError'
import { showSnackbar } from './showSnackbar'
import { signMessage } from './signMessage'

export type SignInReturnType = undefined

/** What `signIn` rejects with: no `siwx` config, nothing connected, or the sign-in's failure. */
export type SignInErrorType = SiwxNotEnabledError | ActiveAddressNotFoundError | SiwxSignInError

/**
 * Signs the connected account in (spec §4): the host's `siwx` makes the message, the wallet signs it,
 * the session is added, and the modal closes. On failure (the wallet refused, or the session was not
 * accepted) the sign view shows again with 'Error signing message'; nothing is kept.
 *
 * @example await signIn(latch)
 */
export async function signIn(latch: Latch): Promise<SignInReturnType> {
  const siwx = requireSiwx(latch)
  const account = getSignInAccount(getStore(latch).getState())
  if (!account) {
    throw reportActionError(
      latch,
      new ActiveAddressNotFoundError({ details: 'Connect a wallet to sign in.' }),
    )
  }
  const { address: accountAddress, caipNetworkId: chainId, caipAddress } = account
  getStore(latch).setState((s) => ({ siwx: { ...s.siwx, status: 'signing', caipAddress, error: undefined } }))
  try {
    const { data, message } = await siwx.createMessage({ accountAddress, chainId })
    const signature = siwx.signMessage
      ? await siwx.signMessage({ message, accountAddress, chainId })
      : await signMessage(latch, { message })
    const session = { data, message, signature }
    await siwx.addSession(session)
    if (getStore(latch).getState().siwx.caipAddress !== caipAddress) return
    getStore(latch).setState((s) => ({
      siwx: { ...s.siwx, status: 'signedIn', session, lastSignedInCaipNetworkId: chainId },
    }))
    close(latch)
  } catch (cause) {
    const error = new SiwxSignInError({
      cause,
      details: cause instanceof UserRejectedRequestError ? 'The wallet refused to sign.' : parseError(cause),
    })
    getStore(latch).setState((s) => ({ siwx: { ...s.siwx, status: 'error', error: error.shortMessage } }))
    showSignInView(latch)
    showSnackbar(latch, { message: error.shortMessage, variant: 'error' })
    throw reportActionError(latch, error)
  }
}
