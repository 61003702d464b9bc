/** EIP-4361's field rules, shared by building and reading a message. */

/** host[:port]: a DNS name, an IPv4 address or localhost (RFC 3986 authority without userinfo). */
export const DOMAIN =
  /^(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)*[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?|\[[0-9a-fA-F:.]+\])(?::[0-9]{1,5})?$/
export const SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*$/
/** Alphanumeric, at least 8 characters. */
export const NONCE = /^[a-zA-Z0-9]{8,}$/
/** RFC 3339 date-time. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

export function isDateTime(value: string): boolean {
  return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
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
