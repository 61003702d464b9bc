import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/** Whether a base58 ed25519 `signature` is `address`'s (its base58 public key) over `message`. */
export function verifySolanaSignature({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  try {
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
