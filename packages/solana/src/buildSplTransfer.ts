import { address, createNoopSigner } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { compileForWallet } from './compileForWallet'

/**
 * Builds the unsigned wire transaction of an SPL token transfer: `transferChecked` of `amount` base units
 * of `mint` (whose `decimals` the program checks) from `from`'s associated token account to `to`'s,
 * preceded, when `createReceiverAccount`, by the creation of `to`'s account (`from` pays its rent; the
 * idempotent form, so a race with another sender cannot fail the transfer).
 *
 * @example
 * const bytes = await buildSplTransfer({ from, to, mint, amount: 1_500_000n, decimals: 6, createReceiverAccount: true, latestBlockhash })
 */
export async function buildSplTransfer({
  from,
  to,
  mint,
  amount,
  decimals,
  createReceiverAccount,
  latestBlockhash,
}: {
  from: string
  to: string
  mint: string
  amount: bigint
  decimals: number
  createReceiverAccount: boolean
  latestBlockhash: { blockhash: string; lastValidBlockHeight: bigint }
}): Promise<Uint8Array> {
  const owner = createNoopSigner(address(from))
  const source = await associatedTokenAccount(from, mint)
  const destination = await associatedTokenAccount(to, mint)
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer: owner,
    ata: destination,
    owner: address(to),
    mint: address(mint),
  })
  const transfer = getTransferCheckedInstruction({
    source,
    mint: address(mint),
    destination,
    authority: owner,
    amount,
    decimals,
  })
  return compileForWallet({
    from,
    instructions: createReceiverAccount ? [create, transfer] : [transfer],
    latestBlockhash,
  })
}

/** The associated token account of `owner` for `mint` under the classic token program. */
export async function associatedTokenAccount(owner: string, mint: string) {
  const [account] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return account
}
