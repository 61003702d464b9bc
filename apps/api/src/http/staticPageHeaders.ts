/**
 * The headers of the pages a person's browser opens on the services (the emailed device link, the social
 * callback): static text whose URL holds a secret, so no script, no framing, no caching, and no Referer
 * that would carry the secret elsewhere.
 */
export const STATIC_PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}
