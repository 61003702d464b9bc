import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestServer } from '../api/test-support/testServer'
import { UserRejectedRequestError } from '../errors/rpc'
import { SwapRevertedError, SwapValidationError } from '../errors/swap'
import { getStore } from '../latch'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { LUSD_SWAP_ID, serveSwap } from '../test-support/swapService'
import { swapWallet } from '../test-support/swapWallet'
import { tokenBalance } from '../test-support/tokens'
import { estimateSwapFee } from './estimateSwapFee'
import { loadSwap } from './loadSwap'
import { setSwapAmount } from './setSwapAmount'
import { submitSwap } from './submitSwap'
import { switchSwapTokens } from './switchSwapTokens'

const server = useTestServer()
beforeEach(() => server.reset())

async function readyToSwap(
  wallet: ReturnType<typeof swapWallet>,
  { allowance = '0', sellLusd = false } = {},
) {
  serveSwap(server, { allowance })
  const { latch, reported } = await connectTestLatch({ ...server.latchConfig, adapters: [wallet.adapter] })
  getStore(latch).setState({
    portfolio: {
      status: 'ready',
      tokens: [
        tokenBalance({ numeric: '10' }),
        tokenBalance({
          name: 'Latch USD',
          symbol: 'LUSD',
          address: LUSD_SWAP_ID,
          decimals: '6',
          numeric: '100',
          price: 1,
        }),
      ],
    },
  })
  await loadSwap(latch)
  if (sellLusd) switchSwapTokens(latch)
  setSwapAmount(latch, { amount: sellLusd ? '5' : '1' })
  await vi.waitFor(() => expect(getStore(latch).getState().swap.quoteStatus).toBe('ready'))
  return { latch, reported }
}
const built = () => server.requests.filter((request) => request.path.startsWith('/v1/convert/build'))

describe('submitSwap', () => {
  it('ETH to LUSD: no approve, the router call with its value, Activity and the form updated', async () => {
    const wallet = swapWallet()
    const { latch } = await readyToSwap(wallet)
    const hash = await submitSwap(latch)
    expect(wallet.sent).toEqual([
      { to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', data: '0x12345678', value: 10n ** 18n },
    ])
    expect(built().map((request) => request.path)).toEqual(['/v1/convert/build-transaction'])
    expect(built()[0]?.body).toMatchObject({ slippage: 1 })
    const state = getStore(latch).getState()
    expect(state.activity.pending[0]?.metadata).toMatchObject({
      hash,
      status: 'confirmed',
      operationType: 'trade',
    })
    expect(state.swap).toMatchObject({ status: 'idle', amount: '', quote: undefined })
    expect(state.swap.to?.symbol).toBe('LUSD')
    expect(state.snackbar).toMatchObject({ message: 'Swapped 1 ETH for 1994 LUSD', variant: 'success' })
  })

  it('LUSD with a short allowance: the approve first, mined, then the swap', async () => {
    const wallet = swapWallet()
    const { latch } = await readyToSwap(wallet, { sellLusd: true })
    expect(getStore(latch).getState().swap.allowance).toBe(0n)
    await submitSwap(latch)
    expect(wallet.sent.map((tx) => tx.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    ])
    expect(wallet.sent[1]?.value).toBe(0n)
    expect(built().map((request) => request.path)).toEqual([
      '/v1/convert/build-approve',
      '/v1/convert/build-transaction',
    ])
  })

  it('an allowance that covers the amount: no approve', async () => {
    const wallet = swapWallet()
    const { latch } = await readyToSwap(wallet, { sellLusd: true, allowance: '5000000' })
    await submitSwap(latch)
    expect(wallet.sent).toHaveLength(1)
  })

  it('the network fee counts the approve and the swap at the gas price, in ETH and fiat', async () => {
    const { latch } = await readyToSwap(swapWallet(), { sellLusd: true })
    const fee = await estimateSwapFee(latch)
    // (120000 + 120000) gas × 1 gwei
    expect(fee).toMatchObject({ value: 240_000_000_000_000n, formatted: '0.00024', symbol: 'ETH' })
    expect(fee?.fiat).toBeCloseTo(0.72)
    expect(built().find((request) => request.method === 'POST')?.body).toMatchObject({
      disableEstimate: true,
    })
  })

  it('a reverted swap: the price moved beyond the 1% slippage tolerance; Activity marks it failed', async () => {
    const wallet = swapWallet({ receipts: ['reverted'] })
    const { latch } = await readyToSwap(wallet)
    const error = await submitSwap(latch).catch((e) => e)
    expect(error).toBeInstanceOf(SwapRevertedError)
    const message = 'The price moved beyond your 1% slippage tolerance. Try again.'
    expect(error.shortMessage).toBe(message)
    const state = getStore(latch).getState()
    expect(state.swap).toMatchObject({
      status: 'idle',
      amount: '1',
      error: { code: 'SWAP_REVERTED', message },
    })
    expect(state.activity.pending[0]?.metadata.status).toBe('failed')
    expect(state.snackbar).toMatchObject({ message, variant: 'error' })
  })

  it('a refusal in the wallet keeps the form, says so and is reported once (spec §8)', async () => {
    const wallet = swapWallet({ reject: true })
    const { latch, reported } = await readyToSwap(wallet)
    const error = await submitSwap(latch).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(getStore(latch).getState().swap).toMatchObject({
      status: 'idle',
      amount: '1',
      error: { code: 'USER_REJECTED', message: 'User rejected the request' },
    })
    expect(getStore(latch).getState().activity.pending).toEqual([])
    expect(reported).toEqual([error])
  })

  it('refuses a form that cannot be swapped, without asking anyone', async () => {
    const wallet = swapWallet()
    const { latch } = await readyToSwap(wallet)
    setSwapAmount(latch, { amount: '11' })
    await expect(submitSwap(latch)).rejects.toBeInstanceOf(SwapValidationError)
    expect(wallet.sent).toEqual([])
  })
})
