/**
 * Whether a page origin matches one of the allowed origin patterns: exact, `*` for every origin,
 * `scheme://*.domain` for any deeper subdomain (the service's syntax), and `scheme://host:*` for any
 * port (the spec's default localhost patterns). Case-insensitive.
 *
 * @example
 * isOriginAllowed('https://pr-1.shop.pages.dev', ['https://*.pages.dev']) // true
 * isOriginAllowed('http://localhost:5173', ['http://localhost:*']) // true
 * isOriginAllowed('https://pages.dev', ['https://*.pages.dev']) // false
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalized = origin.toLowerCase()
  return patterns.some((pattern) => {
    const allowed = pattern.toLowerCase()
    if (allowed === '*' || allowed === normalized) return true
    if (allowed.endsWith(':*')) {
      const base = allowed.slice(0, -2)
      return normalized.startsWith(base) && /^(:\d+)?$/.test(normalized.slice(base.length))
    }
    const [scheme = '', domain] = allowed.split('://*.')
    if (domain === undefined) return false
    const host = normalized.startsWith(`${scheme}://`) ? normalized.slice(scheme.length + 3) : ''
    return host.endsWith(`.${domain}`) && host.length > domain.length + 1
  })
}
