import { describeSwapTokens, type SwapTokenInfo } from './describeSwapTokens'
import type { SwapContext } from './findSwapContext'
import { SWAP_NATIVE_TOKEN_ADDRESS } from './swapNativeToken'

/**
 * The tokens one can swap on the market's chain: the native currency first, then each token with a pool.
 *
 * @example
 * (await listSwapTokens(context)).map((token) => token.symbol) // ['ETH', 'LUSD', 'LGLD']
 */
export async function listSwapTokens(context: SwapContext): Promise<SwapTokenInfo[]> {
  const contracts = await context.source.listTokens()
  return describeSwapTokens({ ...context, addresses: [SWAP_NATIVE_TOKEN_ADDRESS, ...contracts] })
}
