import { fromRpcError, SignMessageError, UnsupportedMethodError } from '@latch/core'
import { getBase58Decoder } from '@solana/kit'
import { describeAnswer } from './describeAnswer'
import { parseSignatureBytes } from './parseSignatureBytes'
import type { SolanaWallet } from './solanaWallet'

/**
 * Asks the wallet to sign a UTF-8 `message` with `address`'s key and answers the Ed25519 signature in
 * base58, Solana's own text form for signatures (transaction ids are the same), which a verifier
 * decodes back to 64 bytes. Wallet errors go through `fromRpcError` (4001: `UserRejectedRequestError`);
 * an answer that is not 64 bytes is a `SignMessageError`.
 *
 * @example
 * const signature = await signSolanaMessage(wallet, { address, message: 'hello' }) // '5Nf…' (base58)
 */
export async function signSolanaMessage(
  wallet: SolanaWallet,
  { address, message }: { address: string; message: string },
): Promise<string> {
  if (!wallet.signMessage) {
    throw new UnsupportedMethodError({ details: 'The wallet does not offer solana:signMessage.' })
  }
  let answer: unknown
  try {
    answer = await wallet.signMessage({ address, message: new TextEncoder().encode(message) })
  } catch (error) {
    throw fromRpcError(error)
  }
  const signature = parseSignatureBytes(answer)
  if (!signature) {
    throw new SignMessageError({
      details: `The wallet answered signMessage with ${describeAnswer(answer)}, not a 64-byte signature.`,
    })
  }
  return getBase58Decoder().decode(signature)
}
