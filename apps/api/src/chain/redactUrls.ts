/** A URL inside a text: up to whitespace, a quote or a closing bracket. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi

/**
 * Keeps only the scheme, host and port of every URL in a text, for logs and error messages: RPC URLs
 * carry provider keys in their path (`/v2/<key>`), query (`?apikey=`) or user info.
 *
 * @example
 * redactUrls('chain 1 (https://eth.example.com/v2/secret)') // 'chain 1 (https://eth.example.com/…)'
 * redactUrls('http://127.0.0.1:8545') // 'http://127.0.0.1:8545'
 */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (match) => {
    try {
      const url = new URL(match)
      const hidden = url.username || url.password || url.search || url.hash || url.pathname.length > 1
      return `${url.protocol}//${url.host}${hidden ? '/…' : ''}`
    } catch {
      return '…'
    }
  })
}
