import { EstimateFeeError, type Network } from '@latch/core'
import { buildNativeTransfer } from './buildNativeTransfer'
import { firstLine } from './firstLine'
import { getPolkadotApi } from './getPolkadotApi'

/**
 * Estimates the network fee of sending `amount` from `address` to `to` on `network`, in the smallest unit:
 * the node's `paymentInfo` of that very transfer (its partial fee: base, length and weight fees; a tip is
 * never added). Nothing is signed or sent. Any failure rejects with `EstimateFeeError`.
 *
 * @example
 * const fee = await estimatePolkadotTransferFee({ address, to, amount: 10n ** 12n, network }) // 5_636_699n
 */
export async function estimatePolkadotTransferFee({
  address,
  to,
  amount,
  network,
}: {
  address: string
  to: string
  amount: bigint
  network: Network
}): Promise<bigint> {
  try {
    const api = await getPolkadotApi(network.rpcUrl)
    const info = await buildNativeTransfer(api, to, amount).paymentInfo(address)
    return info.partialFee.toBigInt()
  } catch (error) {
    throw new EstimateFeeError({
      details: `The node could not price the transfer: ${firstLine(error)}`,
      cause: error,
    })
  }
}
