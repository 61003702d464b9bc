/** secp256k1's group order. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/**
 * The malleable twin of a 65-byte ECDSA signature, (r, n - s, v ^ 1): it recovers the same address,
 * so a verifier that accepts it gives one signed message two signatures. Tests use it to show a
 * verifier refuses high-s signatures.
 *
 * @example
 * await expect(verify({ message, signature: toMalleableTwin(signature) })).rejects.toThrow()
 */
export function toMalleableTwin(signature: `0x${string}`): `0x${string}` {
  const s = BigInt(`0x${signature.slice(66, 130)}`)
  const v = Number.parseInt(signature.slice(130), 16)
  return `0x${signature.slice(2, 66)}${(N - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}`
}
