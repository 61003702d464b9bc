import { UnsupportedMethodError } from '@latch/core'
import { type Rpc, type SolanaRpcApi, address as toAddress } from '@solana/kit'
import { fetchMint, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { associatedTokenAccount, buildSplTransfer } from './buildSplTransfer'

export interface BuildSplTransferWithRpcParameters {
  from: string
  to: string
  /** The SPL mint, base58. */
  mint: string
  /** Base units of the mint. */
  amount: bigint
  latestBlockhash: { blockhash: string; lastValidBlockHeight: bigint }
}

export interface BuildSplTransferWithRpcReturnType {
  /** The unsigned wire transaction (see `buildSplTransfer`). */
  transaction: Uint8Array
  /** Whether it creates the receiver's associated token account (the sender pays its rent). */
  createsReceiverAccount: boolean
}

/**
 * Builds an SPL transfer as the cluster behind `rpc` needs it: the mint's decimals read from the
 * cluster (`transferChecked` wants them), and the receiver's associated token account created in the
 * same transaction when it does not exist yet. Token-2022 mints are refused with
 * `UnsupportedMethodError` for now. What the RPC answers otherwise (a missing mint, a transport
 * failure) rejects as it is, for the caller to type.
 *
 * @example
 * const { transaction, createsReceiverAccount } = await buildSplTransferWithRpc(rpc, { from, to, mint, amount: 1_500_000n, latestBlockhash })
 */
export async function buildSplTransferWithRpc(
  rpc: Rpc<SolanaRpcApi>,
  { from, to, mint, amount, latestBlockhash }: BuildSplTransferWithRpcParameters,
): Promise<BuildSplTransferWithRpcReturnType> {
  const account = await fetchMint(rpc, toAddress(mint))
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) {
    throw new UnsupportedMethodError({
      details: `The mint ${mint} belongs to ${account.programAddress}; only the classic token program is supported yet.`,
    })
  }
  const receiverAccount = await associatedTokenAccount(to, mint)
  const { value: existing } = await rpc
    .getAccountInfo(receiverAccount, { encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
    .send()
  const createsReceiverAccount = existing === null
  const transaction = await buildSplTransfer({
    from,
    to,
    mint,
    amount,
    decimals: account.data.decimals,
    createReceiverAccount: createsReceiverAccount,
    latestBlockhash,
  })
  return { transaction, createsReceiverAccount }
}
