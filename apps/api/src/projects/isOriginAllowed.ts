/**
 * Whether a request's `Origin` matches one of a project's allowed origins (exact, or a `*.` pattern
 * matching any deeper subdomain of the same scheme and port; `*` allows every origin).
 *
 * @example
 * isOriginAllowed('https://pr-1.example.com', ['https://*.example.com']) // true
 * isOriginAllowed('https://example.com', ['https://*.example.com']) // false
 */
export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  const normalized = origin.toLowerCase()
  return allowedOrigins.some((allowed) => {
    if (allowed === '*') return true
    if (!allowed.includes('://*.')) return allowed === normalized
    const [scheme, rest] = allowed.split('://*.') as [string, string]
    const prefix = `${scheme}://`
    if (!normalized.startsWith(prefix)) return false
    const host = normalized.slice(prefix.length)
    return host.endsWith(`.${rest}`) && host.length > rest.length + 1
  })
}
