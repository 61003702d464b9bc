import type { Network } from '@latch/core'
import { buildSplTransferWithRpc } from './buildSplTransferWithRpc'
import { signAndSendWithWallet } from './signAndSendWithWallet'
import type { SolanaWallet } from './solanaWallet'

/**
 * Sends `amount` base units of the SPL mint `token` from `address` to `to` on `network` through the
 * wallet: the mint's decimals read from the cluster (`transferChecked` wants them), and the receiver's
 * associated token account created in the same transaction when it does not exist yet
 * (`buildSplTransferWithRpc`). Resolves the transaction's signature in base58. Token-2022 mints are
 * refused with `UnsupportedMethodError` for now.
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
    build: async ({ rpc, latestBlockhash }) =>
      (await buildSplTransferWithRpc(rpc, { from: address, to, mint: token, amount, latestBlockhash }))
        .transaction,
  })
}
