/** Inline images a page may show as they are: no fetch, no script (svg loaded through `<img>` runs none). */
const INLINE_IMAGE = /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i

/** Loopback hosts: a secure context for the browser, where a host serves its images while developing. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether a host may name `url` as a custom wallet's image: an inline `data:image/`, or an https URL
 * without credentials (plain http only on loopback, which browsers count as secure). The image is only
 * ever loaded through `<img>`, with the placeholder when it fails, like the listing's images.
 *
 * @example isHostImageUrl('https://wallet.example/logo.png') // true
 * @example isHostImageUrl('https://user:pass@wallet.example/logo.png') // false
 */
export function isHostImageUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false
  if (INLINE_IMAGE.test(url)) return true
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.username !== '' || parsed.password !== '') return false
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))
}
