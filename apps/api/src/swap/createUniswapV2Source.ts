import { type Address, encodeFunctionData, erc20Abi, getAddress, type PublicClient, zeroAddress } from 'viem'
import { isSwapNativeToken } from './swapNativeToken'
import { isRevert, swapSourceFailed } from './swapSourceErrors'
import { toPriceImpact } from './toPriceImpact'
import type { SwapChainSettings, SwapQuoteSource } from './types'
import { UNISWAP_V2_ABI } from './uniswapV2Abi'

/** Pairs of the factory read for the token list, at most: a big factory's list is an operator's to curate. */
const MAX_SWAP_PAIRS_READ = 200

/** The id of this source's quotes. */
const SOURCE_ID = 'uniswap-v2'

export interface CreateUniswapV2SourceParameters extends SwapChainSettings {
  client: PublicClient
}

/**
 * The quote source over a Uniswap v2 router: quotes are the router's getAmountsOut over the direct pair,
 * else through WETH; the price impact is measured against the pairs' reserves; the swap is
 * swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens. The factory and WETH are read
 * from the router unless configured. A quote the router reverts is no route; any other failed read is
 * 502 SWAP_SOURCE_FAILED.
 *
 * @example
 * const source = createUniswapV2Source({ client, chainId: 31337, router })
 * const quote = await source.quote({ from: SWAP_NATIVE_TOKEN_ADDRESS, to: lusd, amount: 10n ** 17n })
 */
export function createUniswapV2Source(params: CreateUniswapV2SourceParameters): SwapQuoteSource {
  const { client, chainId } = params
  const router = getAddress(params.router)
  let market: Promise<{ factory: Address; weth: Address }> | undefined
  const read = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw swapSourceFailed(chainId, error)
    }
  }
  const readMarket = () => {
    market ??= read(async () => {
      const [factory, weth] = await Promise.all([
        params.factory ??
          client.readContract({ address: router, abi: UNISWAP_V2_ABI, functionName: 'factory' }),
        params.weth ?? client.readContract({ address: router, abi: UNISWAP_V2_ABI, functionName: 'WETH' }),
      ])
      return { factory: getAddress(factory), weth: getAddress(weth) }
    })
    return market
  }
  /** The reserves of the pair of `a` and `b`, `[a's, b's]`; undefined without a funded pair. */
  const reservesOf = async (a: Address, b: Address): Promise<[bigint, bigint] | undefined> => {
    const { factory } = await readMarket()
    const pair = await read(() =>
      client.readContract({ address: factory, abi: UNISWAP_V2_ABI, functionName: 'getPair', args: [a, b] }),
    )
    if (pair === zeroAddress) return undefined
    const [[reserve0, reserve1], token0] = await read(() =>
      Promise.all([
        client.readContract({ address: pair, abi: UNISWAP_V2_ABI, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: UNISWAP_V2_ABI, functionName: 'token0' }),
      ]),
    )
    if (reserve0 === 0n || reserve1 === 0n) return undefined
    return getAddress(token0) === a ? [reserve0, reserve1] : [reserve1, reserve0]
  }
  /** The pool path from `a` to `b` with the reserves of each hop: the direct pair, else through WETH. */
  const findPath = async (a: Address, b: Address, weth: Address) => {
    const direct = await reservesOf(a, b)
    if (direct) return { path: [a, b], reserves: [direct] }
    if (a === weth || b === weth) return undefined
    const [first, second] = await Promise.all([reservesOf(a, weth), reservesOf(weth, b)])
    return first && second ? { path: [a, weth, b], reserves: [first, second] } : undefined
  }

  return {
    id: SOURCE_ID,
    spender: router,

    async listTokens() {
      const { factory, weth } = await readMarket()
      const count = await read(() =>
        client.readContract({ address: factory, abi: UNISWAP_V2_ABI, functionName: 'allPairsLength' }),
      )
      const indexes = Array.from({ length: Math.min(Number(count), MAX_SWAP_PAIRS_READ) }, (_, i) =>
        BigInt(i),
      )
      const pairs = await read(() =>
        Promise.all(
          indexes.map((index) =>
            client.readContract({
              address: factory,
              abi: UNISWAP_V2_ABI,
              functionName: 'allPairs',
              args: [index],
            }),
          ),
        ),
      )
      const sides = await read(() =>
        Promise.all(
          pairs.flatMap((pair) => [
            client.readContract({ address: pair, abi: UNISWAP_V2_ABI, functionName: 'token0' }),
            client.readContract({ address: pair, abi: UNISWAP_V2_ABI, functionName: 'token1' }),
          ]),
        ),
      )
      // WETH is the native currency's stand-in: the list offers the native currency instead.
      return [...new Set(sides.map((side) => getAddress(side)))].filter((token) => token !== weth)
    },

    async quote({ from, to, amount }) {
      const { weth } = await readMarket()
      const [a, b] = [from, to].map((token) => (isSwapNativeToken(token) ? weth : getAddress(token))) as [
        Address,
        Address,
      ]
      if (a === b) return undefined
      const found = await findPath(a, b, weth)
      if (!found) return undefined
      let amounts: readonly bigint[]
      try {
        amounts = await client.readContract({
          address: router,
          abi: UNISWAP_V2_ABI,
          functionName: 'getAmountsOut',
          args: [amount, found.path],
        })
      } catch (error) {
        // The pools cannot fill it (an amount past what the reserves' arithmetic takes).
        if (isRevert(error)) return undefined
        throw swapSourceFailed(chainId, error)
      }
      const toAmount = amounts.at(-1) ?? 0n
      if (toAmount === 0n) return undefined
      const priceImpact = toPriceImpact({ amountIn: amount, amountOut: toAmount, reserves: found.reserves })
      return { id: SOURCE_ID, toAmount, priceImpact, path: found.path }
    },

    approveCall({ token, amount }) {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] })
      return { to: getAddress(token), data, value: 0n }
    },

    swapCall({ quote, from, to, amount, minAmountOut, recipient, deadline }) {
      const { path } = quote
      if (isSwapNativeToken(from)) {
        const data = encodeFunctionData({
          abi: UNISWAP_V2_ABI,
          functionName: 'swapExactETHForTokens',
          args: [minAmountOut, path, recipient, deadline],
        })
        return { to: router, data, value: amount }
      }
      const functionName = isSwapNativeToken(to) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
      const data = encodeFunctionData({
        abi: UNISWAP_V2_ABI,
        functionName,
        args: [amount, minAmountOut, path, recipient, deadline],
      })
      return { to: router, data, value: 0n }
    },
  }
}
