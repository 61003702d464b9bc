import type { Address, Hex } from 'viem'
import { ApiError } from '../http/errors'
import { estimateTxFee, type TxFee } from './estimateTxFee'
import type { SwapMarket } from './findSwapSource'
import { isSwapNativeToken } from './swapNativeToken'

/** The `tx` of `GET /v1/convert/build-approve`. */
export interface SwapApproveTransaction {
  from: Address
  to: Address
  data: Hex
  value: '0'
  eip155: TxFee
}

/**
 * The approve that lets the swap's spender move `amount` of the user's `token`, with its estimated gas;
 * the native currency needs none (400 INVALID_QUERY on `from`).
 *
 * @example
 * const tx = await buildSwapApprove(market, { user, token: lusd, amount: 10n ** 6n })
 */
export async function buildSwapApprove(
  market: SwapMarket,
  params: { user: Address; token: Address; amount: bigint },
): Promise<SwapApproveTransaction> {
  if (isSwapNativeToken(params.token)) {
    throw new ApiError('INVALID_QUERY', 'from: the native currency needs no approve')
  }
  const call = market.source.approveCall({ token: params.token, amount: params.amount })
  const fee = await estimateTxFee(market.client, market.chain.id, { ...call, account: params.user })
  return { from: params.user, to: call.to, data: call.data, value: '0', eip155: fee }
}
