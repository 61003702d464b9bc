import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestServer } from '../api/test-support/testServer'
import { SWAP_QUOTE_DEBOUNCE_MS } from '../constants'
import { getStore } from '../latch'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { ETH_SWAP_ID, LUSD_SWAP_ID, serveSwap } from '../test-support/swapService'
import { tokenBalance } from '../test-support/tokens'
import { loadSwap } from './loadSwap'
import { setSwapAmount } from './setSwapAmount'
import { setSwapTokens } from './setSwapTokens'
import { switchSwapTokens } from './switchSwapTokens'

const server = useTestServer()
beforeEach(() => server.reset())

async function swapLatch(options?: Parameters<typeof serveSwap>[1]) {
  serveSwap(server, options)
  const { latch, reported } = await connectTestLatch({ ...server.latchConfig })
  getStore(latch).setState({ portfolio: { status: 'ready', tokens: [tokenBalance({ numeric: '10' })] } })
  await loadSwap(latch)
  return { latch, reported }
}
const quoteReads = () => server.requests.filter((request) => request.path === '/v1/convert/quotes')

describe('the Swap form', () => {
  it('loadSwap reads the tokens and gas price; the pair starts as the native currency to the first other token', async () => {
    const { latch } = await swapLatch()
    const { swap } = getStore(latch).getState()
    expect(swap).toMatchObject({ tokensStatus: 'ready', gasPrice: 1_000_000_000n })
    expect([swap.from?.address, swap.to?.address]).toEqual([ETH_SWAP_ID, LUSD_SWAP_ID])
  })

  it("loadSwap on a network without swaps: 'Network not supported for Swaps'", async () => {
    server.on('GET /v1/convert/tokens', {
      status: 400,
      json: { code: 'SWAP_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Swaps' },
    })
    server.on('GET /v1/convert/gas-price', { json: { standard: '1', fast: '1', instant: '1' } })
    const { latch } = await connectTestLatch({ ...server.latchConfig })
    await loadSwap(latch)
    expect(getStore(latch).getState().swap).toMatchObject({
      tokensStatus: 'error',
      error: { code: 'SWAP_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Swaps' },
    })
  })

  it('the quote is asked once typing pauses, not for every keystroke, and follows the amount', async () => {
    const { latch } = await swapLatch()
    for (const amount of ['1', '1.', '1.5']) setSwapAmount(latch, { amount })
    expect(getStore(latch).getState().swap.quoteStatus).toBe('loading')
    await vi.waitFor(() => expect(getStore(latch).getState().swap.quoteStatus).toBe('ready'))
    expect(quoteReads()).toHaveLength(1)
    expect(quoteReads()[0]?.query.get('amount')).toBe('1500000000000000000')
    expect(getStore(latch).getState().swap.quote?.toAmount).toBe(2_991_000_000n)
    // the native currency needs no allowance read
    expect(server.requests.some((request) => request.path === '/v1/convert/allowance')).toBe(false)
  })

  it('an answer for an older amount is dropped: the quote shown is for the amount shown', async () => {
    const { latch } = await swapLatch({ quoteDelayMs: 400 })
    setSwapAmount(latch, { amount: '1' })
    await vi.waitFor(() => expect(quoteReads()).toHaveLength(1), { timeout: 2000 })
    // the person types again while the first answer is on its way
    setSwapAmount(latch, { amount: '2' })
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(getStore(latch).getState().swap.quote).toBeUndefined()
    await vi.waitFor(() => expect(getStore(latch).getState().swap.quoteStatus).toBe('ready'), {
      timeout: 3000,
    })
    expect(getStore(latch).getState().swap.quote?.fromAmount).toBe(2n * 10n ** 18n)
    expect(quoteReads().map((request) => request.query.get('amount'))).toEqual([
      '1000000000000000000',
      '2000000000000000000',
    ])
  })

  it('no valid amount: nothing is asked and no quote shows', async () => {
    const { latch } = await swapLatch()
    setSwapAmount(latch, { amount: '1,5' })
    await new Promise((resolve) => setTimeout(resolve, SWAP_QUOTE_DEBOUNCE_MS + 100))
    expect(quoteReads()).toHaveLength(0)
    expect(getStore(latch).getState().swap).toMatchObject({ quoteStatus: 'idle', quote: undefined })
  })

  it('switching the tokens asks again for the new direction, with the allowance of the token sold', async () => {
    const { latch } = await swapLatch({ allowance: '7' })
    getStore(latch).setState((s) => ({
      portfolio: {
        ...s.portfolio,
        tokens: [
          ...s.portfolio.tokens,
          tokenBalance({ symbol: 'LUSD', address: LUSD_SWAP_ID, decimals: '6', numeric: '100' }),
        ],
      },
    }))
    setSwapAmount(latch, { amount: '10' })
    switchSwapTokens(latch)
    await vi.waitFor(() => expect(getStore(latch).getState().swap.quoteStatus).toBe('ready'))
    const { swap } = getStore(latch).getState()
    expect(swap.from?.symbol).toBe('LUSD')
    expect(swap.allowance).toBe(7n)
    expect(quoteReads()).toHaveLength(1)
    expect(quoteReads()[0]?.query.get('from')).toBe(LUSD_SWAP_ID)
  })

  it('choosing on one side the token of the other switches them', async () => {
    const { latch } = await swapLatch()
    const [eth, lusd] = getStore(latch).getState().swap.tokens
    setSwapTokens(latch, { to: eth })
    expect([getStore(latch).getState().swap.from, getStore(latch).getState().swap.to]).toEqual([lusd, eth])
  })

  it('a failed quote says why', async () => {
    const { latch, reported } = await swapLatch()
    server.on('GET /v1/convert/quotes', { status: 422, json: { code: 'SWAP_NO_ROUTE', message: 'No route' } })
    setSwapAmount(latch, { amount: '1' })
    await vi.waitFor(() => expect(getStore(latch).getState().swap.quoteStatus).toBe('error'))
    expect(getStore(latch).getState().swap.error?.message).toBe(
      'No route for this swap: try a smaller amount or another pair',
    )
    expect(reported.map((error) => error.code)).toEqual(['HTTP_STATUS'])
  })
})
