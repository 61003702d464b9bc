import { DEVNET_ADDRESSES } from '@latch/devnet'
import { describe, expect, it } from 'vitest'
import { expectApiError, useTestApi } from '../testing'
import { useSwapWorld } from '../testing/useSwapWorld'

const api = useTestApi()
const world = useSwapWorld(api)

describe('swap networks', () => {
  it("answers 'Network not supported for Swaps' on a chain that is no swap network, on every swap route", async () => {
    const other = `eip155:5:${DEVNET_ADDRESSES[2]}`
    const token = `eip155:5:${world.address('LUSD')}`
    const calls: [string, Parameters<typeof world.request>[1]][] = [
      ['/v1/convert/tokens', { query: { chainId: 'eip155:5' } }],
      ['/v1/convert/tokens', { query: { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } }],
      ['/v1/convert/quotes', { query: { amount: '1', userAddress: other, from: token, to: token } }],
      ['/v1/convert/allowance', { query: { tokenAddress: token, userAddress: other } }],
      ['/v1/convert/build-approve', { query: { amount: '1', userAddress: other, from: token, to: token } }],
      [
        '/v1/convert/build-transaction',
        { json: { amount: '1', userAddress: other, from: token, to: token } },
      ],
    ]
    for (const [path, init] of calls) {
      const body = await expectApiError(await world.request(path, init), 400, 'SWAP_NETWORK_NOT_SUPPORTED')
      expect(body.message).toBe('Network not supported for Swaps')
    }
  })

  it("answers 'Network not supported for Gas Price' for the gas price of such a chain", async () => {
    const body = await expectApiError(
      await world.request('/v1/convert/gas-price', { query: { chainId: 'eip155:5' } }),
      400,
      'GAS_PRICE_NETWORK_NOT_SUPPORTED',
    )
    expect(body.message).toBe('Network not supported for Gas Price')
  })

  it("answers 503 SWAP_SOURCE_UNAVAILABLE on a spec swap network the service has no market on, and devnets aren't swap networks without one", async () => {
    const body = await expectApiError(
      await world.request('/v1/convert/tokens', { query: { chainId: 'eip155:1' } }),
      503,
      'SWAP_SOURCE_UNAVAILABLE',
    )
    expect(body.message).toBe('No swap source for eip155:1')
    const bare = api.createApp({ chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: world.chain.rpcUrl }] })
    await expectApiError(
      await api.request('/v1/convert/tokens', { app: bare, query: { chainId: 'eip155:31337' } }),
      400,
      'SWAP_NETWORK_NOT_SUPPORTED',
    )
  })

  it('answers 502 SWAP_SOURCE_FAILED when the chain does not answer, naming no URL', async () => {
    const down = api.createApp({
      chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:1/secret-key' }],
      swap: { chains: [{ chainId: 31337, router: world.chain.swap!.router }] },
    })
    const body = await expectApiError(
      await api.request('/v1/convert/tokens', { app: down, query: { chainId: 'eip155:31337' } }),
      502,
      'SWAP_SOURCE_FAILED',
    )
    expect(body.message).toBe('Reading the swap market on eip155:31337 failed.')
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's gas price as standard, ×1.25 as fast and ×1.5 as instant", async () => {
    const gasPrice = await world.client().getGasPrice()
    const response = await world.request('/v1/convert/gas-price', { query: { chainId: 'eip155:31337' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      standard: gasPrice.toString(),
      fast: ((gasPrice * 125n + 50n) / 100n).toString(),
      instant: ((gasPrice * 150n + 50n) / 100n).toString(),
    })
  })
})
