import { isIPv4, isIPv6 } from 'node:net'

/** IPv4 written inside IPv6 (`::ffff:203.0.113.7`), as dual-stack sockets report IPv4 clients. */
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number)
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [])
  const left = parse(head)
  const right = rest === undefined ? [] : parse(rest)
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The key a client address is counted under: an IPv4 address as is, an IPv6 address by its /64 (one
 * host, or one subscriber, holds a whole /64 and could otherwise rotate through 2^64 buckets), anything
 * else (no address known) as given, cut to 128 characters.
 *
 * @example
 * toClientKey('2001:db8:1:2::7') // '2001:db8:1:2::/64'
 * toClientKey('::ffff:203.0.113.7') // '203.0.113.7'
 */
export function toClientKey(address: string): string {
  const bare = address.replace(/%.*$/, '')
  const mapped = MAPPED_IPV4.exec(bare)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address.slice(0, 128)
  const prefix = ipv6Groups(bare.toLowerCase()).slice(0, 4)
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`
}
