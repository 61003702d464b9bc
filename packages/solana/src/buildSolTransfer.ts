import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { compileForWallet } from './compileForWallet'

/**
 * Builds the unsigned wire transaction of a SOL transfer: one system-program transfer of `lamports`
 * from `from` (who pays the fee) to `to`.
 *
 * @example
 * const bytes = buildSolTransfer({ from, to, lamports: 1_000_000n, latestBlockhash })
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
  const source = createNoopSigner(address(from))
  const transfer = getTransferSolInstruction({ source, destination: address(to), amount: lamports })
  return compileForWallet({ from, instructions: [transfer], latestBlockhash })
}
