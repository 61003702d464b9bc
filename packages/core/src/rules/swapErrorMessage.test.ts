import { describe, expect, it } from 'vitest'
import { GasPriceNetworkError, HttpStatusError, SwapNetworkError } from '../api/errors'
import { InternalRpcError } from '../errors/rpc'
import { SwapRevertedError } from '../errors/swap'
import { swapErrorMessage } from './swapErrorMessage'

describe('what the Swap view says about a failure', () => {
  it("the spec's network messages as they are", () => {
    expect(swapErrorMessage(new SwapNetworkError())).toBe('Network not supported for Swaps')
    expect(swapErrorMessage(new GasPriceNetworkError())).toBe('Network not supported for Gas Price')
  })

  it('a reverted swap: the price moved beyond the 1% slippage tolerance', () => {
    expect(swapErrorMessage(new SwapRevertedError(`0x${'ab'.repeat(32)}`, 1))).toBe(
      'The price moved beyond your 1% slippage tolerance. Try again.',
    )
  })

  it("the wallet's estimate refused by the router below the minimum: the price moved, not a bare wallet error", () => {
    const node = new Error('Execution reverted with reason: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT.')
    const wallet = new InternalRpcError({ cause: node })
    expect(swapErrorMessage(wallet)).toBe('The price moved beyond your 1% slippage tolerance. Try again.')
    expect(swapErrorMessage(new InternalRpcError())).toBe(new InternalRpcError().shortMessage)
  })

  it('no route and no source say what they mean, not the bare status', () => {
    const noRoute = new HttpStatusError({ status: 422, url: 'http://x', serviceCode: 'SWAP_NO_ROUTE' })
    expect(swapErrorMessage(noRoute)).toBe('No route for this swap: try a smaller amount or another pair')
    const noSource = new HttpStatusError({
      status: 503,
      url: 'http://x',
      serviceCode: 'SWAP_SOURCE_UNAVAILABLE',
    })
    expect(swapErrorMessage(noSource)).toBe('Swaps are unavailable on this network for now')
    expect(swapErrorMessage(new HttpStatusError({ status: 500, url: 'http://x' }))).toBe(
      'HTTP status code: 500',
    )
  })
})
