/** EIP-4361's field rules, shared by building and reading a message. */

/**
 * An RFC 3986 authority, [userinfo@]host[:port], as EIP-4361's domain: a DNS name, an IPv4 address,
 * localhost or a bracketed IPv6 address; the userinfo is unreserved, sub-delims, ':' and %-escapes.
 */
export const DOMAIN =
  /^(?:(?:[a-zA-Z0-9\-._~!$&'()*+,;=:]|%[0-9a-fA-F]{2})*@)?(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)*[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?|\[[0-9a-fA-F:.]+\])(?::[0-9]{1,5})?$/
export const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
/** Alphanumeric, at least 8 characters. */
export const NONCE = /^[a-zA-Z0-9]{8,}$/
/** RFC 3339 date-time, its numbers captured: year, month, day, hour, minute, second, offset hour and minute. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/

/**
 * An RFC 3339 date-time on a real calendar day and clock time: Date.parse alone rolls a 31 February
 * over to 3 March, so the day is checked against its month (leap years included).
 *
 * @example isDateTime('2028-02-29T10:00:00Z') // true
 * isDateTime('2026-02-31T10:00:00Z') // false
 */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value)
  if (!match) return false
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)))
  // day 0 of the next month is this month's last day
  const daysInMonth = new Date(Date.UTC(year as number, month as number, 0)).getUTCDate()
  return (
    (month as number) >= 1 &&
    (month as number) <= 12 &&
    (day as number) >= 1 &&
    (day as number) <= daysInMonth &&
    (hour as number) <= 23 &&
    (minute as number) <= 59 &&
    (second as number) <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59 &&
    !Number.isNaN(Date.parse(value))
  )
}

/** An absolute RFC 3986 URI: a scheme, then no whitespace or control characters. */
export function isUri(value: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]*$/.test(value)
}

/** One line of text without control characters. */
export function isOneLine(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return !/[\u0000-\u001f\u007f]/.test(value)
}
