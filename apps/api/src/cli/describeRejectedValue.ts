import { redactUrls } from '../chain/redactUrls'

/**
 * How much of a rejected variable its error may show: `value` (nothing secret in it, e.g. a rate limit),
 * `url` (URLs that may carry credentials or keys: scheme and host only), `secret` (nothing but its length).
 */
export type RejectedValueShown = 'value' | 'url' | 'secret'

/**
 * The part of a rejected environment variable an error message may quote, so that a mistyped secret
 * never reaches a log: a secret by its length only, a URL (or a comma-separated list of them) by scheme
 * and host with its user info, path and query cut (`redactUrls`), anything else as typed.
 *
 * @example
 * describeRejectedValue('hunter2', 'secret') // '7 characters, not shown'
 * describeRejectedValue('https://u:pw@mail.example.com:465', 'url') // '"https://mail.example.com:465/…"'
 * describeRejectedValue('1e3', 'value') // '"1e3"'
 */
export function describeRejectedValue(text: string, shown: RejectedValueShown): string {
  if (shown === 'secret') return `${text.length} characters, not shown`
  if (shown === 'value') return JSON.stringify(text)
  const items = text
    .split(',')
    .map((item) => (/^\s*[a-z][a-z0-9+.-]*:\/\//i.test(item) ? redactUrls(item.trim()) : '(not a URL)'))
  return JSON.stringify(items.join(','))
}
