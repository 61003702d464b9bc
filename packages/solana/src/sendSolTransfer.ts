import type { Network } from '@latch/core'
import { buildSolTransfer } from './buildSolTransfer'
import { signAndSendWithWallet } from './signAndSendWithWallet'
import type { SolanaWallet } from './solanaWallet'

/**
 * Sends `amount` lamports from `address` to `to` on `network` through the wallet; resolves the
 * transaction's signature in base58. The receiver is checked by the caller.
 *
 * @example
 * const signature = await sendSolTransfer(wallet, { address, to, amount: 10_000_000n, network })
 */
export function sendSolTransfer(
  wallet: SolanaWallet,
  { address, to, amount, network }: { address: string; to: string; amount: bigint; network: Network },
): Promise<string> {
  return signAndSendWithWallet(wallet, {
    address,
    network,
    build: async ({ latestBlockhash }) =>
      buildSolTransfer({ from: address, to, lamports: amount, latestBlockhash }),
  })
}
