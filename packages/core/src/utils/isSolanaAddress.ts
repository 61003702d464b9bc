/** Base58: digits and letters without 0, O, I and l. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether a string is a Solana address: 32 to 44 base58 characters.
 *
 * @example
 * isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV') // true
 */
export function isSolanaAddress(value: string): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
