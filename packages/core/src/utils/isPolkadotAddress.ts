/** SS58: base58 of a network prefix, a 32-byte public key and a checksum, 46 to 50 characters. */
const SS58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/

/**
 * Whether a string looks like a Polkadot (SS58) address, of any network prefix. The shape only: the
 * adapter checks the checksum and the network's prefix before it sends.
 *
 * @example isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // true
 */
export function isPolkadotAddress(value: string): boolean {
  return typeof value === 'string' && SS58_ADDRESS.test(value)
}
