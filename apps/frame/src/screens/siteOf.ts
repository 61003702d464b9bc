/** The most characters of a page's own name the approval screen shows. */
export const MAX_SITE_NAME_LENGTH = 40

// Control (Cc), format (Cf: bidi overrides, zero-width marks…), private use (Co) characters and line or
// paragraph separators: none of them is a letter a person reads, and some reorder or hide what follows.
const UNREADABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/gu

/**
 * The site as the approval screen names it: the page's origin as the frame checked it against the project's
 * allowed origins (`?host=`, the only origin the channel answers), without `https://`. Never the page's own
 * words: a page could call itself anything.
 *
 * @example siteOf('https://shop.example.com') // 'shop.example.com'
 * @example siteOf('http://127.0.0.1:5173') // 'http://127.0.0.1:5173'
 */
export function siteOf(hostOrigin: string): string {
  const { protocol, host } = new URL(hostOrigin)
  return protocol === 'https:' ? host : `${protocol}//${host}`
}

/**
 * A page's name for itself (SYNC_DAPP_DATA), made safe to show beside the frame's own sentence: control,
 * format (bidi overrides, zero-width), private-use and separator characters removed, spaces collapsed, at most
 * 40 characters (then '…'). Empty or missing: undefined, and the screen shows no name.
 *
 * @example cleanSiteName('Shop\u202Egnp.exe') // 'Shopgnp.exe'
 */
export function cleanSiteName(name: string | undefined): string | undefined {
  const clean = (name ?? '').replace(UNREADABLE, '').replace(/\s+/gu, ' ').trim()
  if (clean === '') return undefined
  const characters = Array.from(clean)
  return characters.length > MAX_SITE_NAME_LENGTH
    ? `${characters.slice(0, MAX_SITE_NAME_LENGTH - 1).join('')}…`
    : clean
}
