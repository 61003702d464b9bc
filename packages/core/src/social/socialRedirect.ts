import type { OAuthSocialProvider } from '../constants'
import { SOCIAL_RETURN_PARAMETER } from '../constants'

const REDIRECT_KEY = 'latch.social-redirect'

/**
 * Remembers, for this tab, that the page left for a provider (the redirect mode): the page that comes
 * back finishes the login.
 *
 * @example rememberSocialRedirect(sessionStorage, 'github')
 */
export function rememberSocialRedirect(storage: Storage, provider: OAuthSocialProvider): void {
  storage.setItem(REDIRECT_KEY, provider)
}

/**
 * The social login this page came back from in the redirect mode, once: its provider and the URL it came
 * back to; undefined otherwise (and always inside a popup, whose opener finishes its login).
 *
 * @example const returned = takeSocialRedirect(window)
 */
export function takeSocialRedirect(
  view: Pick<Window, 'location' | 'opener' | 'sessionStorage'>,
): { provider: OAuthSocialProvider; uri: string } | undefined {
  if (view.opener) return undefined
  const provider = view.sessionStorage.getItem(REDIRECT_KEY) as OAuthSocialProvider | null
  const uri = view.location.href
  if (!provider || !new URL(uri).searchParams.has(SOCIAL_RETURN_PARAMETER)) return undefined
  view.sessionStorage.removeItem(REDIRECT_KEY)
  return { provider, uri }
}
