import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

const SS58_PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * The network prefix and 32-byte public key of an SS58 address, or `undefined` when it is not one
 * (wrong length or checksum). One-byte prefixes are 0–63, two-byte ones 64–16383.
 */
export function decodeSs58Address(address: string): { prefix: number; publicKey: Uint8Array } | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const first = bytes[0] ?? 0
  const prefixLength = first < 64 ? 1 : 2
  if (bytes.length !== prefixLength + 32 + 2) return undefined
  const body = bytes.subarray(0, prefixLength + 32)
  const checksum = blake2b(new Uint8Array([...SS58_PREFIX, ...body]), { dkLen: 64 })
  if (checksum[0] !== bytes[prefixLength + 32] || checksum[1] !== bytes[prefixLength + 33]) return undefined
  const second = bytes[1] ?? 0
  const prefix =
    prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  return { prefix, publicKey: body.slice(prefixLength) }
}
