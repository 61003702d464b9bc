import { beforeEach, describe, expect, it } from 'vitest'
import { useTestServer } from '../api/test-support/testServer'
import { InvalidInputError } from '../errors/input'
import { SwapRevertedError, SwapValidationError } from '../errors/swap'
import { getStore } from '../latch'
import { emptySwap } from '../store/accountData'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { ETH_SWAP_ID, LUSD_SWAP_ID, serveSwap } from '../test-support/swapService'
import { swapWallet } from '../test-support/swapWallet'
import type { SwapToken } from '../types/swap'
import { swapTokens } from './swapTokens'

const server = useTestServer()
beforeEach(() => server.reset())

const ETH: SwapToken = { name: 'Ether', symbol: 'ETH', address: ETH_SWAP_ID, decimals: 18, logoUri: '' }
const LUSD: SwapToken = { name: 'Latch USD', symbol: 'LUSD', address: LUSD_SWAP_ID, decimals: 6, logoUri: '' }
const built = () => server.requests.filter((request) => request.path.startsWith('/v1/convert/build'))

async function connected(wallet = swapWallet()) {
  serveSwap(server)
  const { latch, reported } = await connectTestLatch({ ...server.latchConfig, adapters: [wallet.adapter] })
  return { latch, reported, wallet }
}

describe('swapTokens: everything it needs in its parameters, no form', () => {
  it('swaps 1 ETH for LUSD with the slippage asked, shows it in Activity and leaves the Swap form alone', async () => {
    const { latch, wallet } = await connected()
    const hash = await swapTokens(latch, { from: ETH, to: LUSD, amount: '1', slippage: 2.5 })
    expect(wallet.sent).toEqual([
      { to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', data: '0x12345678', value: 10n ** 18n },
    ])
    expect(built()[0]?.body).toMatchObject({ slippage: 2.5, amount: String(10n ** 18n) })
    const state = getStore(latch).getState()
    expect(state.activity.pending[0]?.metadata).toMatchObject({
      hash,
      status: 'confirmed',
      operationType: 'trade',
    })
    expect(state.swap).toEqual(emptySwap())
  })

  it("takes the spec's 1% slippage tolerance when none is given", async () => {
    const { latch } = await connected()
    await swapTokens(latch, { from: ETH, to: LUSD, amount: '1' })
    expect(built()[0]?.body).toMatchObject({ slippage: 1 })
  })

  it('sells LUSD after asking for the approve, without any balance read beforehand', async () => {
    const { latch, wallet } = await connected()
    await swapTokens(latch, { from: LUSD, to: ETH, amount: '5' })
    expect(wallet.sent.map((tx) => tx.to)).toEqual([
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    ])
  })

  it('a reverted swap: SwapRevertedError naming the tolerance asked', async () => {
    const { latch } = await connected(swapWallet({ receipts: ['reverted'] }))
    const error = await swapTokens(latch, { from: ETH, to: LUSD, amount: '1', slippage: 3 }).catch((e) => e)
    expect(error).toBeInstanceOf(SwapRevertedError)
    expect(error.shortMessage).toBe('The price moved beyond your 3% slippage tolerance. Try again.')
    expect(getStore(latch).getState().activity.pending[0]?.metadata.status).toBe('failed')
  })

  it("refuses what cannot be swapped with the form's messages, asking no one", async () => {
    const { latch, wallet } = await connected()
    const refusal = (parameters: Parameters<typeof swapTokens>[1]) =>
      swapTokens(latch, parameters).catch((error) => [error.constructor, error.shortMessage])
    expect(await refusal({ from: ETH, to: undefined as never, amount: '1' })).toEqual([
      SwapValidationError,
      'Select a token',
    ])
    expect(await refusal({ from: ETH, to: LUSD, amount: '' })).toEqual([
      SwapValidationError,
      'Enter an amount',
    ])
    expect(await refusal({ from: LUSD, to: ETH, amount: '1.1234567' })).toEqual([
      SwapValidationError,
      'Too many decimal places for LUSD (6)',
    ])
    expect(await refusal({ from: ETH, to: LUSD, amount: '1', slippage: 0 })).toEqual([
      InvalidInputError,
      'Invalid slippage',
    ])
    expect(await refusal({ from: { symbol: 'ETH' } as never, to: LUSD, amount: '1' })).toEqual([
      InvalidInputError,
      'Invalid from.name',
    ])
    expect(wallet.sent).toEqual([])
    expect(built()).toEqual([])
  })
})
