/** Hosts where plain http is the page's own machine: the only ones a login may come back to without TLS. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The host page a login may send the person back to (or name as asking), or undefined: an http(s) URL
 * without credentials whose origin is exactly one of the project's allowed origins (never by a `*.`
 * pattern or `*`, which would let any subdomain, or anyone, receive the person's login), over https
 * unless on loopback. The fragment is dropped: the services write their own.
 *
 * @example
 * toAllowedPageUrl('https://shop.example/cart', ['https://shop.example']) // URL https://shop.example/cart
 * toAllowedPageUrl('https://evil.example/', ['https://shop.example']) // undefined
 * toAllowedPageUrl('https://a.shop.example/', ['https://*.shop.example']) // undefined
 */
export function toAllowedPageUrl(candidate: string, allowedOrigins: readonly string[]): URL | undefined {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return undefined
  }
  if (url.username || url.password) return undefined
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  // allowed origins are kept normalised (lower case, no slash); a pattern or `*` never equals an origin
  if (!secure || !allowedOrigins.includes(url.origin)) return undefined
  url.hash = ''
  return url
}
