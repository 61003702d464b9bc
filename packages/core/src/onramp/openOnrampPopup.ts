import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../constants'

/**
 * Opens the provider's popup (the social login's 600 × 800, centred on the page's window), blank until
 * the checkout URL is known. It must be called in the click's own task: a browser blocks a popup opened
 * after an await. Answers null when the browser blocked it anyway.
 *
 * @example const popup = openOnrampPopup(window)
 */
export function openOnrampPopup(view: Window): Window | null {
  const left = Math.round(view.screenX + (view.outerWidth - SOCIAL_POPUP_WIDTH_PX) / 2)
  const top = Math.round(view.screenY + (view.outerHeight - SOCIAL_POPUP_HEIGHT_PX) / 2)
  return view.open(
    'about:blank',
    'latch-onramp',
    `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`,
  )
}

/**
 * Sends the blank popup to the provider's page, cut off from this one first: the provider's page is
 * another site, and must not reach the host page through `window.opener`.
 *
 * @example showOnrampCheckout(popup, url)
 */
export function showOnrampCheckout(popup: Window, url: string): void {
  popup.opener = null
  popup.location.replace(url)
}
