import { InvalidInputError } from '@latch/core'
import { base58 } from '@scure/base'
import { ss58Checksum } from './ss58Checksum'

/** An SS58 address taken apart: the account's 32-byte public key and the network prefix it was written for. */
export interface DecodedPolkadotAddress {
  publicKey: Uint8Array
  ss58Prefix: number
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/**
 * Decodes an SS58 address of a 32-byte account (sr25519, ed25519 or a hashed ecdsa key): checks its
 * base58, its length (1 or 2 prefix bytes, the key, a 2-byte checksum) and its blake2b checksum, and
 * answers the public key and the prefix it carries. Hex public keys and short account indices are not
 * addresses here. Throws `InvalidInputError` otherwise.
 *
 * @example
 * decodePolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F').ss58Prefix // 2
 */
export function decodePolkadotAddress(address: string): DecodedPolkadotAddress {
  if (typeof address !== 'string' || !BASE58.test(address)) {
    throw new InvalidInputError('address', `${JSON.stringify(address)} is not base58`)
  }
  const bytes = base58.decode(address)
  // Prefixes 0 to 63 take one byte; 64 to 16383 two, the first one flagged with 0b01 in its top bits.
  const prefixLength = bytes[0]! & 0b0100_0000 ? 2 : 1
  if (bytes.length !== prefixLength + 32 + 2) {
    throw new InvalidInputError('address', `${address} is not the SS58 address of a 32-byte account`)
  }
  const body = bytes.subarray(0, prefixLength + 32)
  const checksum = ss58Checksum(body)
  if (checksum[0] !== bytes[prefixLength + 32] || checksum[1] !== bytes[prefixLength + 33]) {
    throw new InvalidInputError('address', `${address} has a wrong SS58 checksum`)
  }
  const ss58Prefix =
    prefixLength === 1
      ? bytes[0]!
      : ((bytes[0]! & 0b0011_1111) << 2) | (bytes[1]! >> 6) | ((bytes[1]! & 0b0011_1111) << 8)
  return { publicKey: bytes.slice(prefixLength, prefixLength + 32), ss58Prefix }
}
