import { createHash } from 'node:crypto'

/** The kinds of generated image: wallets and assets are rounded squares, tokens and currencies circles. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** Bump when the drawing changes, so caches (ETags) move on. */
export const IMAGE_VERSION = 1

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The letters drawn for a label: tokens and currencies show their symbol (up to 4 characters); wallets
 * and assets the initials of the first two words, camelCase humps counting as words
 * ('MetaMask' → 'MM', 'trust-wallet' → 'TW', 'rainbow' → 'RA').
 *
 * @example
 * toInitials('Coinbase Wallet', 'wallet') // 'CW'
 * toInitials('usdc', 'token') // 'USDC'
 */
export function toInitials(label: string, kind: ImageKind): string {
  const clean = label.normalize('NFC').trim()
  if (kind === 'token' || kind === 'currency') {
    return Array.from(clean.replace(/[^\p{L}\p{N}]/gu, ''))
      .slice(0, 4)
      .join('')
      .toLocaleUpperCase('en')
  }
  const words = clean
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (words.length === 0) return '?'
  const letters =
    words.length === 1
      ? Array.from(words[0]!).slice(0, 2)
      : words.slice(0, 2).map((word) => Array.from(word)[0]!)
  return letters.join('').toLocaleUpperCase('en')
}

/**
 * Draws a small SVG for an id: colours derived from a hash of the id (so each id keeps its look), the
 * label's initials on top. No third-party artwork. Returns the SVG and a strong ETag.
 *
 * @example
 * const { svg, etag } = createInitialsSvg({ kind: 'wallet', id: 'metamask', label: 'MetaMask' })
 */
export function createInitialsSvg(params: { kind: ImageKind; id: string; label: string }): {
  svg: string
  etag: string
} {
  const hash = createHash('sha256').update(`${params.kind}:${params.id}`).digest()
  const hue = hash.readUInt16BE(0) % 360
  const hue2 = (hue + 30 + (hash[2]! % 60)) % 360
  const text = toInitials(params.label, params.kind)
  const fontSize = text.length <= 2 ? 36 : text.length === 3 ? 28 : 22
  const shape =
    params.kind === 'token' || params.kind === 'currency'
      ? '<circle cx="48" cy="48" r="48" fill="url(#g)"/>'
      : `<rect width="96" height="96" rx="${params.kind === 'wallet' ? 24 : 16}" fill="url(#g)"/>`
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(params.label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 65% 38%)"/></linearGradient></defs>`,
    shape,
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
  const etag = `"${createHash('sha256').update(`${IMAGE_VERSION}:${svg}`).digest('base64url').slice(0, 22)}"`
  return { svg, etag }
}
