/**
 * Whether the frame may serve a page of `origin`, by the project's allowed origins as the services keep
 * them: an exact origin, or `https://*.example.com` (its subdomains). A bare `*` does not count
 * here: a key frame embeddable by any site would let any site ask for signatures, so a project must name
 * its origins to use the embedded wallet.
 *
 * @example
 * isHostAllowed('https://shop.example.com', ['https://*.example.com']) // true
 * isHostAllowed('https://evil.example', ['*']) // false
 */
export function isHostAllowed(origin: string, patterns: readonly string[]): boolean {
  const normalized = origin.toLowerCase()
  return patterns.some((pattern) => {
    const allowed = pattern.toLowerCase()
    if (allowed === normalized) return true
    const [scheme, domain] = allowed.split('://*.')
    if (!scheme || !domain) return false
    const prefix = `${scheme}://`
    if (!normalized.startsWith(prefix)) return false
    const host = normalized.slice(prefix.length)
    return host.endsWith(`.${domain}`) && host.length > domain.length + 1 && !host.includes('/')
  })
}
