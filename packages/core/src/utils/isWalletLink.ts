/** Schemes that run script or embed content in the page: never a way to open a wallet. */
const UNSAFE_SCHEMES = /^\s*(javascript|data|vbscript|file|blob):/i

/**
 * Whether `link` can open a wallet: a URL with a scheme (`wallet://`, `wallet:`, `https://…`) that is
 * not one of the unsafe ones. Service and host data pass through it before Latch navigates to it.
 *
 * @example isWalletLink('metamask://') // true
 * @example isWalletLink('javascript:alert(1)') // false
 */
export function isWalletLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(link.trim()) && !UNSAFE_SCHEMES.test(link)
}
