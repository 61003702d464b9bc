import {
  appendTransactionMessageInstructions,
  assertIsSendableTransaction,
  assertIsTransactionWithBlockhashLifetime,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'

export interface SendSolanaTransactionParameters {
  /** Pays the fee and signs; other signers ride in the instructions' accounts. */
  feePayer: TransactionSigner
  instructions: readonly Instruction[]
}

const CONFIRM_TIMEOUT_MS = 10_000
const POLL_INTERVAL_MS = 20

/**
 * Signs, sends and waits for one transaction to be confirmed, throwing if it failed. It polls
 * `getSignatureStatuses` over HTTP rather than subscribing over WebSocket, which Node 20 has no global for.
 *
 * @example
 * const signature = await sendSolanaTransaction(rpc, {
 *   feePayer: signer,
 *   instructions: [getTransferSolInstruction({ source: signer, destination, amount: 1_000_000n })],
 * })
 */
export async function sendSolanaTransaction(
  rpc: Rpc<SolanaRpcApi>,
  params: SendSolanaTransactionParameters,
): Promise<Signature> {
  const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(params.feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(params.instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsSendableTransaction(transaction)
  assertIsTransactionWithBlockhashLifetime(transaction)
  const signature = getSignatureFromTransaction(transaction)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send()
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature]).send()
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return signature
    }
    if (Date.now() > deadline) {
      throw new Error(`Transaction ${signature} was not confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
}
