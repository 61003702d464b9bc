import { type Network, UnsupportedMethodError } from '@latch/core'
import { address as toAddress } from '@solana/kit'
import { fetchMint, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { associatedTokenAccount, buildSplTransfer } from './buildSplTransfer'
import { signAndSendWithWallet } from './signAndSendWithWallet'
import type { SolanaWallet } from './solanaWallet'

/**
 * Sends `amount` base units of the SPL mint `token` from `address` to `to` on `network` through the
 * wallet: the mint's decimals read from the cluster (`transferChecked` wants them), and the receiver's
 * associated token account created in the same transaction when it does not exist yet. Resolves the
 * transaction's signature in base58. Token-2022 mints are refused with `UnsupportedMethodError` for now.
 *
 * @example
 * const signature = await sendSplTransfer(wallet, { address, to, token: usdcMint, amount: 1_500_000n, network })
 */
export function sendSplTransfer(
  wallet: SolanaWallet,
  {
    address,
    to,
    token,
    amount,
    network,
  }: { address: string; to: string; token: string; amount: bigint; network: Network },
): Promise<string> {
  return signAndSendWithWallet(wallet, {
    address,
    network,
    build: async ({ rpc, latestBlockhash }) => {
      const mint = await fetchMint(rpc, toAddress(token))
      if (mint.programAddress !== TOKEN_PROGRAM_ADDRESS) {
        throw new UnsupportedMethodError({
          details: `The mint ${token} belongs to ${mint.programAddress}; only the classic token program is supported yet.`,
        })
      }
      const receiverAccount = await associatedTokenAccount(to, token)
      const { value: existing } = await rpc
        .getAccountInfo(receiverAccount, { encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
        .send()
      return buildSplTransfer({
        from: address,
        to,
        mint: token,
        amount,
        decimals: mint.data.decimals,
        createReceiverAccount: existing === null,
        latestBlockhash,
      })
    },
  })
}
