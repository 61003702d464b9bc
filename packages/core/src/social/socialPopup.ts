import {
  LOGIN_REQUEST_TIMEOUT_MS,
  SOCIAL_POPUP_HEIGHT_PX,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_WIDTH_PX,
  SOCIAL_RETURN_PARAMETER,
} from '../constants'
import { EmbeddedWalletTimeoutError, PopupClosedError } from '../errors/embedded'

/**
 * Opens the social login's 600 × 800 popup, centred on the page's window, blank until the provider's URL
 * is known. It must be called in the click's own task: a browser blocks a popup opened after an await.
 * Answers null when the browser blocked it anyway.
 *
 * @example const popup = openSocialPopup(window)
 */
export function openSocialPopup(view: Window): Window | null {
  const left = Math.round(view.screenX + (view.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2)
  const top = Math.round(view.screenY + (view.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2)
  return view.open(
    'about:blank',
    'latch-social-login',
    `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`,
  )
}

/** The popup's URL once it is on the page's origin again; undefined while it is at the provider. */
function sameOriginHref(popup: Window): string | undefined {
  try {
    return popup.location.href
  } catch {
    return undefined
  }
}

/**
 * Polls the popup every second (spec §9) until the provider sent the person back to this page (its URL
 * carries `latch_social`): closes it and answers that URL. Rejects with 'Popup closed' when the person
 * closed it first, and past the 120 s login limit.
 *
 * @example const returned = await waitForSocialReturn(popup)
 */
export async function waitForSocialReturn(
  popup: Window,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? LOGIN_REQUEST_TIMEOUT_MS)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? SOCIAL_POPUP_POLL_MS))
    if (popup.closed) throw new PopupClosedError()
    const href = sameOriginHref(popup)
    if (href?.startsWith('http') && new URL(href).searchParams.has(SOCIAL_RETURN_PARAMETER)) {
      popup.close()
      return href
    }
    if (Date.now() >= deadline) {
      popup.close()
      throw new EmbeddedWalletTimeoutError()
    }
  }
}
