import type { Network } from '@latch/core'
import { type BuildTransferCallParameters, buildTransferCall } from './buildTransferCall'
import type { Eip1193Provider } from './isEip1193Provider'
import { sendWalletTransaction } from './sendWalletTransaction'

export interface SendWalletTransferParameters extends BuildTransferCallParameters {
  network: Network
}

/**
 * Asks the wallet to send `amount` of the native currency, or of the ERC-20 `token`, from `address`
 * to `to` on `network` (the call from `buildTransferCall`, sent by `sendWalletTransaction`), and
 * returns the hash. Bad input is an `InvalidInputError` before the wallet is asked; the wallet's
 * errors are typed as `sendWalletTransaction` types them (4001: `UserRejectedRequestError`).
 *
 * @example
 * const hash = await sendWalletTransfer(provider, { address, to, amount: 5_000_000n, token: lusd, network })
 */
export async function sendWalletTransfer(
  provider: Eip1193Provider,
  { network, ...transfer }: SendWalletTransferParameters,
): Promise<`0x${string}`> {
  const { from, to, value, data } = buildTransferCall(transfer)
  return sendWalletTransaction(provider, { address: from, to, value, data, network })
}
