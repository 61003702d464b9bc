const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A fresh nonce for one sign-in: 17 letters and digits from the platform's CSPRNG (about 101 bits),
 * which EIP-4361 accepts (alphanumeric, at least 8). Issue one per sign-in and accept it once.
 *
 * @example const nonce = generateSiwxNonce() // 'q3ZkV0aBf8LmT2xYw'
 */
export function generateSiwxNonce(length = 17): string {
  if (!Number.isInteger(length) || length < 8 || length > 128) throw new RangeError('length must be 8 to 128')
  // 62 letters: drop bytes at or above 248 (4 × 62) so that every letter is equally likely.
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && nonce.length < length) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}
