/**
 * Normalises an allowed-origin entry: an exact origin (`https://app.example.com`, `http://127.0.0.1:5173`)
 * a pattern with one leading `*.` label (`https://*.example.com`), or `*` (any origin). Returns undefined
 * when invalid.
 *
 * @example
 * parseOrigin('HTTPS://App.Example.com/') // 'https://app.example.com'
 * parseOrigin('https://*.vercel.app') // 'https://*.vercel.app'
 * parseOrigin('not a url') // undefined
 */
export function parseOrigin(input: string): string | undefined {
  const trimmed = input.trim()
  if (trimmed === '*') return '*'
  if (trimmed.length === 0 || trimmed.length > 255) return undefined
  const wildcard = /^(https?):\/\/\*\.(.+)$/i.exec(trimmed)
  const candidate = wildcard ? `${wildcard[1]}://wildcard.${wildcard[2]}` : trimmed
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    return undefined
  }
  return wildcard ? url.origin.replace('://wildcard.', '://*.') : url.origin
}
