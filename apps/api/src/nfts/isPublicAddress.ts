import { BlockList, isIP } from 'node:net'

/** Addresses a server must not be made to reach for someone else: loopback, private, link-local, reserved. */
const NON_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6')
}

/**
 * Whether an IP address is a public unicast one. An IPv4-mapped IPv6 address is judged by the IPv4 address
 * it carries (BlockList does so); NAT64 ones count as private; anything that is not an IP address is not
 * public either.
 *
 * @example
 * isPublicAddress('93.184.215.14') // true
 * isPublicAddress('127.0.0.1') // false
 * isPublicAddress('::ffff:10.0.0.1') // false
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6')
}
