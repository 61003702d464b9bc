/**
 * Bytes as 0x-prefixed lowercase hex.
 *
 * @example
 * toHex(Uint8Array.of(1, 255)) // '0x01ff'
 */
export function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
