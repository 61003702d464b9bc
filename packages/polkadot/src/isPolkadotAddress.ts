import { decodePolkadotAddress } from './decodePolkadotAddress'

/**
 * Whether `address` is the SS58 address of a 32-byte account (checksum included) and, with `ss58Prefix`,
 * one written for that network: a receiver check. The same account written for another network (Polkadot's
 * 0 where Kusama's 2 is expected) is refused, as wallets refuse it.
 *
 * @example
 * isPolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F') // true
 * isPolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', 0) // false: it is prefix 2
 */
export function isPolkadotAddress(address: string, ss58Prefix?: number): boolean {
  try {
    const decoded = decodePolkadotAddress(address)
    return ss58Prefix === undefined || decoded.ss58Prefix === ss58Prefix
  } catch {
    return false
  }
}
