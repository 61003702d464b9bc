import type { Address, PublicClient } from 'viem'
import { verifyBitcoinSignature } from './verifyBitcoinSignature'
import { verifyEip155Signature } from './verifyEip155Signature'
import { verifyPolkadotSignature } from './verifyPolkadotSignature'
import { verifySolanaSignature } from './verifySolanaSignature'

/** The namespaces whose signatures need no chain: ed25519, BIP-322 and sr25519. */
const OFFLINE_VERIFIERS: Record<
  string,
  (signed: { address: string; message: string; signature: string }) => boolean
> = {
  solana: verifySolanaSignature,
  bip122: verifyBitcoinSignature,
  polkadot: verifyPolkadotSignature,
}

export interface VerifySiwxSignatureParameters {
  /** The CAIP-2 chain of the account, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`: its namespace says how to verify. */
  chainId: string
  address: string
  message: string
  /** Hex (eip155, polkadot), base58 (solana) or base64 (bip122's BIP-322 witness). */
  signature: string
}

/**
 * Whether `signature` is `address`'s over `message` in the way of the chain's namespace: EIP-191 for
 * eip155 (ERC-1271 and ERC-6492 too with a client of that chain; high-s refused), ed25519 for solana,
 * BIP-322 simple (P2WPKH, P2TR) for bip122, sr25519 for polkadot. Another namespace is never valid. What
 * verifySiwxMessage checks a sign-in's signature with, and what a server checks any later message of the
 * same account with, such as a session's revocation.
 *
 * @example
 * await verifySiwxSignature({ chainId: session.chainId, address: session.address, message, signature })
 */
export async function verifySiwxSignature(
  parameters: VerifySiwxSignatureParameters,
  client?: PublicClient,
): Promise<boolean> {
  const { chainId, ...signed } = parameters
  const namespace = chainId.split(':')[0] ?? ''
  const offline = OFFLINE_VERIFIERS[namespace]
  if (offline) return offline(signed)
  if (namespace !== 'eip155') return false
  return verifyEip155Signature({ ...signed, address: signed.address as Address }, client)
}
