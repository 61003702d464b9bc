import { getBase58Encoder } from '@solana/kit'

/** Base58: digits and letters without 0, O, I and l; 32 to 44 of them (spec §5). */
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const PUBLIC_KEY_BYTES = 32

/**
 * Whether `value` is a Solana account address a transfer may go to: 32 to 44 base58 characters that
 * decode to a 32-byte public key. Stricter than core's `isSolanaAddress` (the characters only), since a
 * string of the right alphabet and length can still decode to 31 or 33 bytes, which no wallet can sign for.
 *
 * @example
 * isSolanaAccountAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAccountAddress('1111111111111111111111111111111') // false (31 bytes)
 */
export function isSolanaAccountAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !BASE58_ADDRESS.test(value)) return false
  return getBase58Encoder().encode(value).length === PUBLIC_KEY_BYTES
}
