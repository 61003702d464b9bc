import { hexToBytes } from '@noble/hashes/utils'
import { verify } from '@scure/sr25519'
import { decodeSs58Address } from './decodeSs58Address'

/**
 * Whether a hex sr25519 `signature` is `address`'s (SS58) over `message`. Extensions' `signRaw` signs
 * the message wrapped in `<Bytes>…</Bytes>` (so a signature can never be a transaction's); a signature
 * over the bare message is taken too. A 65-byte MultiSignature must say sr25519 (its first byte 1).
 */
export function verifyPolkadotSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  try {
    const account = decodeSs58Address(address)
    if (!account || !/^0x[0-9a-fA-F]+$/.test(signature)) return false
    let bytes = hexToBytes(signature.slice(2))
    if (bytes.length === 65 && bytes[0] === 1) bytes = bytes.subarray(1)
    if (bytes.length !== 64) return false
    const encode = (text: string) => new TextEncoder().encode(text)
    return (
      verify(encode(`<Bytes>${message}</Bytes>`), bytes, account.publicKey) ||
      verify(encode(message), bytes, account.publicKey)
    )
  } catch {
    return false
  }
}
