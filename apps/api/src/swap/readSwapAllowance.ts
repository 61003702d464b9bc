import { type Address, erc20Abi, maxUint256 } from 'viem'
import type { SwapMarket } from './findSwapSource'
import { isSwapNativeToken } from './swapNativeToken'
import { swapSourceFailed } from './swapSourceErrors'

/**
 * What `user` lets the swap's spender move of `token`, in base units; the native currency needs no
 * allowance, so it is the largest uint256.
 *
 * @example
 * await readSwapAllowance(market, { user, token: lusd }) // 0n before an approve
 */
export async function readSwapAllowance(
  market: SwapMarket,
  params: { user: Address; token: Address },
): Promise<bigint> {
  if (isSwapNativeToken(params.token)) return maxUint256
  try {
    return await market.client.readContract({
      address: params.token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [params.user, market.source.spender],
    })
  } catch (error) {
    throw swapSourceFailed(market.chain.id, error)
  }
}
