import { type Address, BaseError, type PublicClient } from 'viem'
import { redactUrls } from '../chain/redactUrls'
import { ApiError } from '../http/errors'
import { isRevert, swapSourceFailed } from './swapSourceErrors'
import type { SwapCall } from './types'

/** The `eip155` part of a built transaction: gas and gas price, decimal strings. */
export interface TxFee {
  gas: string
  gasPrice: string
}

/**
 * The gas (estimated as `account`, or `fixedGas` when given) and the chain's gas price for a built call.
 * A call the chain says would revert is 422 SWAP_ESTIMATE_FAILED with the reason (e.g. a swap sent
 * before its approve landed); an unreachable chain 502.
 *
 * @example
 * const fee = await estimateTxFee(client, 31337, { ...call, account: user }, 300_000n)
 */
export async function estimateTxFee(
  client: PublicClient,
  chainId: number,
  call: SwapCall & { account: Address },
  fixedGas?: bigint,
): Promise<TxFee> {
  try {
    const [gas, gasPrice] = await Promise.all([
      fixedGas ??
        client.estimateGas({ account: call.account, to: call.to, data: call.data, value: call.value }),
      client.getGasPrice(),
    ])
    return { gas: gas.toString(), gasPrice: gasPrice.toString() }
  } catch (error) {
    if (!isRevert(error)) throw swapSourceFailed(chainId, error)
    const reason = error instanceof BaseError ? redactUrls(error.shortMessage) : 'reverted'
    throw new ApiError('SWAP_ESTIMATE_FAILED', `The transaction would fail on eip155:${chainId}: ${reason}`)
  }
}
