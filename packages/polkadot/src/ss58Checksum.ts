import { blake2b } from '@noble/hashes/blake2b'

const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * The 2-byte SS58 checksum of an address's prefix and public key bytes: the first two bytes of
 * blake2b-512('SS58PRE' ‖ bytes), as Substrate defines it.
 *
 * @example
 * ss58Checksum(Uint8Array.of(2, ...publicKey)) // Uint8Array(2)
 */
export function ss58Checksum(bytes: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58_PREFIX.length + bytes.length)
  input.set(SS58_PREFIX)
  input.set(bytes, SS58_PREFIX.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, 2)
}
