import type { Context } from 'hono'
import { createInitialsSvg, type ImageKind } from './createInitialsSvg'

/** Images change only with IMAGE_VERSION: cache a day, serve stale for a week while revalidating. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '')
    return candidate === '*' || candidate === etag
  })
}

/**
 * Answers a generated SVG with its content type, ETag and Cache-Control, or 304 when the client's
 * If-None-Match already names it. The SVG is served with a CSP that forbids scripts.
 *
 * @example
 * return answerImage(c, { kind: 'token', id: 'usdc', label: 'usdc' })
 */
export function answerImage(c: Context, params: { kind: ImageKind; id: string; label: string }): Response {
  const { svg, etag } = createInitialsSvg(params)
  const headers = {
    ETag: etag,
    'Cache-Control': IMAGE_CACHE_CONTROL,
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  }
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
  return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' })
}
