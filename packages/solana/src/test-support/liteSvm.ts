import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransaction,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm'

/** LiteSVM's fee per signature, as on the clusters: a transfer from one signer pays exactly this. */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** A fresh key pair holding `amount` lamports in `svm`. */
export async function createFundedSigner(svm: LiteSVM, amount = 10_000_000_000n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  svm.airdrop(signer.address, lamports(amount))
  return signer
}

/** LiteSVM's latest blockhash in the shape the builders take (LiteSVM has no block heights). */
export function latestBlockhashOf(svm: LiteSVM) {
  return { blockhash: svm.latestBlockhash() as string, lastValidBlockHeight: 0n }
}

/**
 * Runs an unsigned wire transaction, as a builder makes it for the wallet, in `svm`: decoded, signed by
 * `signers` (as the wallet would) and sent. The blockhash is expired afterwards, so the same bytes can run again.
 */
export async function runWireTransaction(
  svm: LiteSVM,
  bytes: Uint8Array,
  signers: readonly KeyPairSigner[],
): Promise<TransactionMetadata | FailedTransactionMetadata> {
  const signed = await signTransaction(
    signers.map(({ keyPair }) => keyPair),
    getTransactionDecoder().decode(bytes),
  )
  const result = svm.sendTransaction(signed)
  svm.expireBlockhash()
  return result
}

/** Sets up state with real instructions, `payer` paying and signing; throws if the transaction fails. */
export async function sendInstructions(
  svm: LiteSVM,
  payer: KeyPairSigner,
  instructions: readonly Instruction[],
): Promise<void> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const result = svm.sendTransaction(await signTransactionMessageWithSigners(message))
  svm.expireBlockhash()
  if (result instanceof FailedTransactionMetadata) throw new Error(`setup failed: ${result.toString()}`)
}

/**
 * Which instruction failed and its program's custom error code (`{ instruction, code }`), or `undefined`
 * when the transaction succeeded. Any other failure is answered by its description.
 */
export function failureOf(result: TransactionMetadata | FailedTransactionMetadata) {
  if (!(result instanceof FailedTransactionMetadata)) return undefined
  const error = result.err()
  if (typeof error === 'object' && 'index' in error && 'err' in error) {
    const inner = error.err()
    return {
      instruction: error.index,
      code: typeof inner === 'object' && 'code' in inner ? inner.code : inner,
    }
  }
  return result.toString()
}
