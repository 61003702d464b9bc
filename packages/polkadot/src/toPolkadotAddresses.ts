import { encodePolkadotAddress } from './encodePolkadotAddress'
import { isPolkadotAddress } from './isPolkadotAddress'

/**
 * The SS58 addresses, written with `ss58Prefix`, of the accounts an extension listed: entries that are not
 * objects with an SS58 `address`, and Ethereum-type accounts (20-byte keys some extensions list beside
 * Substrate ones), are left out; duplicates once. What an extension answers is not trusted to be well formed.
 *
 * @example
 * toPolkadotAddresses([{ address: '5Grw…', type: 'sr25519' }], 2) // ['HNZata7…']
 */
export function toPolkadotAddresses(accounts: unknown, ss58Prefix: number): string[] {
  if (!Array.isArray(accounts)) return []
  const addresses: string[] = []
  for (const account of accounts) {
    const { address, type } = (account ?? {}) as { address?: unknown; type?: unknown }
    if (typeof address !== 'string' || type === 'ethereum' || !isPolkadotAddress(address)) continue
    const encoded = encodePolkadotAddress(address, ss58Prefix)
    if (!addresses.includes(encoded)) addresses.push(encoded)
  }
  return addresses
}
