import { SOCIAL_RETURN_PARAMETER } from '../constants'
import { EmbeddedWalletTimeoutError, FrameLoadError } from '../errors/embedded'
import type { Latch } from '../latch'
import { takeSocialRedirect } from '../social/socialRedirect'
import { connect } from './connect'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportEmbeddedError } from './reportEmbeddedError'
import { showAlert } from './showAlert'

/**
 * Finishes a social login in the redirect mode, on the page the provider sent the person back to: the
 * embedded wallet unlocks and the account connects; the `latch_social` parameter and the fragment holding
 * the login's completion secret leave the address bar (and so the history) at once. A failure shows as an
 * alert (the modal is not open). Does nothing on any other page load.
 *
 * @example await resumeSocialLogin(latch)
 */
export async function resumeSocialLogin(latch: Latch): Promise<void> {
  const returned = takeSocialRedirect(window)
  if (!returned) return
  const clean = new URL(returned.uri)
  clean.searchParams.delete(SOCIAL_RETURN_PARAMETER)
  clean.hash = ''
  window.history.replaceState(window.history.state, '', clean)
  try {
    const wallet = getEmbeddedWallet(latch)
    await wallet.controls.load()
    await wallet.controls.connectSocial(returned.provider, returned.uri)
    await connect(latch, { connectorId: wallet.connector.id })
  } catch (cause) {
    const error = reportEmbeddedError(latch, cause)
    // the timeout and a frame that never loaded have shown their own alert
    if (!(error instanceof EmbeddedWalletTimeoutError || error instanceof FrameLoadError))
      showAlert(latch, { message: error.shortMessage })
  }
}
