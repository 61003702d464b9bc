/**
 * A short form of an address for buttons and headers: first 6 and last 4 characters of a 0x
 * address, first 4 and last 4 otherwise, joined by '…'. Addresses already that short are kept.
 *
 * @example
 * shortenAddress('0x1234567890abcdef1234567890abcdef1234cdef') // '0x1234…cdef'
 * shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // '7EcD…FLtV'
 */
export function shortenAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4
  const tail = 4
  // cutting an address no longer than head + tail + 1 would hide nothing and only add the ellipsis
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}
