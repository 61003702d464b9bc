import { OAUTH_SOCIALS, type OAuthSocialProvider } from '../constants'
import {
  type EmbeddedWalletError,
  type EmbeddedWalletTimeoutError,
  type FrameLoadError,
  type NoAuthConnectorError,
  type PopupClosedError,
  SocialLoginStartError,
} from '../errors/embedded'
import { InvalidInputError } from '../errors/input'
import type { Latch } from '../latch'
import { openSocialPopup, waitForSocialReturn } from '../social/socialPopup'
import { rememberSocialRedirect } from '../social/socialRedirect'
import { connect } from './connect'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { reportActionError } from './reportActionError'
import { reportEmbeddedError } from './reportEmbeddedError'

export interface ConnectSocialParameters {
  provider: OAuthSocialProvider
  /**
   * `popup`: a 600 × 800 window, the page stays; `redirect`: the page itself goes to the provider and
   * comes back (what happens anyway when the browser blocks the popup). Default: `socialLoginMode`.
   */
  mode?: 'popup' | 'redirect'
}

export type ConnectSocialErrorType =
  | InvalidInputError
  | NoAuthConnectorError
  | FrameLoadError
  | SocialLoginStartError
  | PopupClosedError
  | EmbeddedWalletTimeoutError
  | EmbeddedWalletError

/**
 * Logs in with a social provider into the embedded wallet (spec §4, §9): the services are the OAuth
 * client, the person signs in at the provider in a popup polled every second, and the account connects
 * once it sent them back. Call it from the click itself, so the popup is not blocked. Rejects with
 * 'Failed to initiate social connection', 'Popup closed', the services' 'Connection rejected' or 'Failed
 * to connect', or the 120 s timeout; nothing changes on any failure. In the redirect mode the page goes
 * to the provider and the promise never settles: the page that comes back finishes the login
 * (`resumeSocialLogin`).
 *
 * @example await connectSocial(latch, { provider: 'github' })
 */
export async function connectSocial(latch: Latch, parameters: ConnectSocialParameters): Promise<void> {
  const provider = parameters?.provider
  if (!OAUTH_SOCIALS.includes(provider))
    throw reportActionError(
      latch,
      new InvalidInputError('provider', `Unknown social provider ${String(provider)}`),
    )
  // opened before any await: a popup opened later than the click's own task is blocked
  const mode = parameters.mode ?? latch.config.socialLoginMode ?? 'popup'
  const popup = mode === 'redirect' ? null : openSocialPopup(window)
  try {
    const wallet = getEmbeddedWallet(latch)
    await wallet.controls.load()
    const uri = await wallet.controls.socialRedirectUri(provider, window.location.href).catch((cause) => {
      throw new SocialLoginStartError({ cause })
    })
    if (!popup) {
      rememberSocialRedirect(window.sessionStorage, provider)
      window.location.assign(uri)
      return new Promise<never>(() => {})
    }
    popup.location.href = uri
    const returned = await waitForSocialReturn(popup)
    await wallet.controls.connectSocial(provider, returned)
    await connect(latch, { connectorId: wallet.connector.id })
  } catch (cause) {
    popup?.close()
    throw reportEmbeddedError(latch, cause)
  }
}
