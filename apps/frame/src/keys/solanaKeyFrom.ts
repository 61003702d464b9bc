import { ed25519 } from '@noble/curves/ed25519'
import { sha512 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { type Hex, hexToBytes } from 'viem'

/** The embedded wallet's Solana account: its address, and ed25519 signing with a key that stays in the frame. */
export interface SolanaKey {
  /** Base58 of the 32-byte ed25519 public key. */
  address: string
  /** The 64-byte ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

// Bumping it would move every user's Solana account: never change it.
const DOMAIN = new TextEncoder().encode('latch/embedded-wallet/solana/ed25519/v1')

/**
 * The Solana (ed25519) account of an embedded wallet, derived from its one secret, the secp256k1 key rebuilt
 * from two shares: the seed is SHA-512 over a fixed domain and that key, cut to 32 bytes. So the shares that
 * back up the EVM account back up the Solana one too, and neither key can be learnt from the other's
 * signatures or public key.
 *
 * @example
 * const solana = solanaKeyFrom(privateKey)
 * const signature = solana.sign(new TextEncoder().encode('hello'))
 */
export function solanaKeyFrom(privateKey: Hex): SolanaKey {
  const secret = hexToBytes(privateKey)
  if (secret.length !== 32) throw new Error('The embedded wallet key must be 32 bytes')
  const input = new Uint8Array(DOMAIN.length + secret.length)
  input.set(DOMAIN)
  input.set(secret, DOMAIN.length)
  const seed = sha512(input).slice(0, 32)
  const address = base58.encode(ed25519.getPublicKey(seed))
  return { address, sign: (message) => ed25519.sign(message, seed) }
}
