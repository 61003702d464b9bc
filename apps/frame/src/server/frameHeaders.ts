/**
 * The frame page's security headers. The CSP lets the page run only its own scripts and styles, talk
 * only to the services and chains it was deployed with (`rpcUrls`: the chains' RPC endpoints and their
 * bundlers; the paymaster is a route of the services), and be framed only by the project's allowed
 * origins (`frame-ancestors`; a bare `*` never counts, and no project or no origin means `'none'`).
 *
 * @example
 * frameHeaders({ apiUrl, rpcUrls, allowedOrigins: ['https://shop.example.com'] })['Content-Security-Policy']
 */
export function frameHeaders(params: {
  apiUrl: string
  rpcUrls: readonly string[]
  allowedOrigins: readonly string[]
}): Record<string, string> {
  const ancestors = params.allowedOrigins.filter(
    (origin) => origin !== '*' && /^https?:\/\/[^\s;,']+$/.test(origin),
  )
  const connect = [...new Set([params.apiUrl, ...params.rpcUrls].map((url) => new URL(url).origin))]
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  }
}
