import { DEEPLINK_WALLETS } from '../constants'
import { isWalletLink } from '../utils/isWalletLink'

/** What a wallet listing entry (spec §3) says about reaching the wallet on a phone. */
export interface DeeplinkWallet {
  id: string
  mobile_link?: string | null
}

/** Where the host page is, for the wallets that open it in their own browser. */
export interface DeeplinkPage {
  /** The page's full URL. */
  href: string
  /** The page's origin, as the wallet's `ref`. */
  origin: string
}

/**
 * Spec §2: three wallets get their own mobile deeplink, which opens the host page in the wallet's
 * in-app browser (where the wallet is injected) instead of pairing by WalletConnect URI.
 */
const IN_APP_BROWSER_LINKS: Record<(typeof DEEPLINK_WALLETS)[number], (page: DeeplinkPage) => string> = {
  phantom: ({ href, origin }) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`,
  solflare: ({ href, origin }) =>
    `https://solflare.com/ul/v1/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`,
  'coinbase-wallet': ({ href }) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(href)}`,
}

const isDeeplinkWallet = (id: string): id is (typeof DEEPLINK_WALLETS)[number] =>
  (DEEPLINK_WALLETS as readonly string[]).includes(id)

/**
 * The link that opens `wallet` on a phone with the WalletConnect `uri`: for a universal link
 * (`https://wallet.example/`) `https://wallet.example/wc?uri=…`, for a native scheme (`wallet://`)
 * `wallet://wc?uri=…`; Phantom, Solflare and Coinbase Wallet open the page itself in their browser.
 * `undefined` when the wallet has no mobile link, or an unsafe one (`javascript:`, `data:`…).
 *
 * @example buildWalletDeeplink({ id: 'metamask', mobile_link: 'metamask://' }, uri, page) // 'metamask://wc?uri=wc%3A…'
 */
export function buildWalletDeeplink(
  wallet: DeeplinkWallet,
  uri: string,
  page: DeeplinkPage,
): string | undefined {
  if (isDeeplinkWallet(wallet.id)) return IN_APP_BROWSER_LINKS[wallet.id](page)
  return withPairingUri(wallet.mobile_link, uri)
}

/** What a wallet listing entry (spec §3) says about reaching the wallet on a computer. */
export interface DesktopWallet {
  desktop_link?: string | null
  webapp_link?: string | null
}

/**
 * The links that open `wallet` on a computer with the WalletConnect `uri`, next to the QR code: its
 * desktop app (`desktop_link`, a native scheme or a universal link) and its web app (`webapp_link`,
 * http(s) only), each formatted as the mobile link is. A link left out or unsafe is `undefined`.
 *
 * @example buildDesktopLinks({ desktop_link: 'wallet://', webapp_link: 'https://app.wallet.example' }, uri)
 * // { desktop: 'wallet://wc?uri=wc%3A…', webapp: 'https://app.wallet.example/wc?uri=wc%3A…' }
 */
export function buildDesktopLinks(
  wallet: DesktopWallet,
  uri: string,
): { desktop: string | undefined; webapp: string | undefined } {
  const web = wallet.webapp_link?.trim()
  return {
    desktop: withPairingUri(wallet.desktop_link, uri),
    webapp: web && /^https?:\/\//i.test(web) ? withPairingUri(web, uri) : undefined,
  }
}

/** `link` carrying the pairing `uri` as `…/wc?uri=`, or `undefined` for a missing or unsafe link. */
function withPairingUri(raw: string | null | undefined, uri: string): string | undefined {
  const link = raw?.trim()
  // Listing and host data: a `javascript:` or `data:` link must never become a navigation.
  if (!isWalletLink(link)) return undefined
  const query = `wc?uri=${encodeURIComponent(uri)}`
  if (/^https?:\/\//i.test(link)) return `${link.replace(/\/+$/, '')}/${query}`
  // A native scheme: `wallet:`, `wallet://` or `wallet://path/` all become `wallet://…/wc?uri=`.
  const scheme = link.includes('://') ? link : `${link.replace(/:+$/, '')}://`
  return scheme.endsWith('://') ? `${scheme}${query}` : `${scheme.replace(/\/+$/, '')}/${query}`
}
