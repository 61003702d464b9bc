import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'

/**
 * Builds the unsigned wire transaction of a SOL transfer (one system-program transfer, `from` paying the
 * fee) valid until `lastValidBlockHeight`, for the wallet to sign and send. Pure, so the bytes can be
 * checked without a cluster.
 *
 * @example
 * const transaction = buildSolTransfer({ from, to, lamports: 1_000_000n, latestBlockhash })
 */
export function buildSolTransfer({
  from,
  to,
  lamports,
  latestBlockhash,
}: {
  from: string
  to: string
  lamports: bigint
  latestBlockhash: { blockhash: string; lastValidBlockHeight: bigint }
}): Uint8Array {
  // The wallet signs: a no-op signer only marks `from` as the signer the transaction needs.
  const payer = createNoopSigner(address(from))
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: latestBlockhash.blockhash as Blockhash,
          lastValidBlockHeight: latestBlockhash.lastValidBlockHeight,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: address(to), amount: lamports }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
