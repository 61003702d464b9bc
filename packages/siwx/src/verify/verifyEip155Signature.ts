import { type Address, type Hex, isHex, type PublicClient, verifyMessage } from 'viem'

/** secp256k1's order halved: a canonical (low-s) signature's s is at most this. */
const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

/**
 * Whether a 65-byte ECDSA signature has a high s. Its low-s twin verifies too, so accepting both would
 * give one sign-in two signatures; only the canonical form is accepted.
 */
export function isHighS(signature: Hex): boolean {
  if (signature.length !== 132) return false
  return BigInt(`0x${signature.slice(66, 130)}`) > HALF_N
}

/**
 * Whether `signature` is `address`'s over `message` (EIP-191). With a client of the message's chain,
 * smart accounts verify too: ERC-1271 for a deployed one, ERC-6492 for one not deployed yet.
 */
export async function verifyEip155Signature(
  { address, message, signature }: { address: Address; message: string; signature: string },
  client: PublicClient | undefined,
): Promise<boolean> {
  if (!isHex(signature) || isHighS(signature)) return false
  return client
    ? client.verifyMessage({ address, message, signature })
    : verifyMessage({ address, message, signature })
}
