import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/**
 * Compiles `instructions` into the unsigned wire transaction a wallet signs: a version 0 message, `from`
 * paying the fee, valid until `latestBlockhash` expires. Pure, so the bytes can be checked without a cluster.
 *
 * @example
 * const bytes = compileForWallet({ from, instructions: [transfer], latestBlockhash })
 */
export function compileForWallet({
  from,
  instructions,
  latestBlockhash,
}: {
  from: string
  instructions: readonly Instruction[]
  latestBlockhash: { blockhash: string; lastValidBlockHeight: bigint }
}): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    // The wallet signs: a no-op signer only marks `from` as the signer the transaction needs.
    (m) => setTransactionMessageFeePayerSigner(createNoopSigner(address(from)), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: latestBlockhash.blockhash as Blockhash,
          lastValidBlockHeight: latestBlockhash.lastValidBlockHeight,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
