import { DEVNET_ADDRESSES, FIXTURE_ARTIFACTS } from '@latch/devnet'
import { erc20Abi, getAddress, maxUint256, parseAbi, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../swap/swapNativeToken'
import { expectApiError, useTestApi } from '../testing'
import { useSwapWorld } from '../testing/useSwapWorld'

const api = useTestApi()
const world = useSwapWorld(api)

const routerAbi = parseAbi(['function getAmountsOut(uint256, address[]) view returns (uint256[])'])
const addLiquidityAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
])
const user = () => world.caip(DEVNET_ADDRESSES[2])
const native = () => world.caip(SWAP_NATIVE_TOKEN_ADDRESS)

interface Quote {
  id: string
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  priceImpact: number
  route: string[]
}
async function quote(from: string, to: string, amount: bigint): Promise<Quote> {
  const response = await world.request('/v1/convert/quotes', {
    query: { amount: amount.toString(), userAddress: user(), from, to },
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const { quotes } = (await response.json()) as { quotes: Quote[] }
  expect(quotes).toHaveLength(1)
  return quotes[0]!
}
const routerOut = async (amount: bigint, path: `0x${string}`[]) =>
  (
    await world.client().readContract({
      address: world.chain.swap!.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
  ).at(-1)

describe('GET /v1/convert/tokens', () => {
  it('lists the native currency first, then each token with a pool (not LPTS, which has none)', async () => {
    for (const chain of world.devnet.chains) {
      const response = await world.request('/v1/convert/tokens', { query: { chainId: `eip155:${chain.id}` } })
      expect(response.status).toBe(200)
      const { tokens } = (await response.json()) as { tokens: Record<string, unknown>[] }
      expect(tokens[0]).toEqual({
        name: 'Ether',
        symbol: 'ETH',
        address: `eip155:${chain.id}:${SWAP_NATIVE_TOKEN_ADDRESS}`,
        decimals: 18,
        logoUri: expect.stringContaining('/public/getTokenImage/ETH?projectId=test-'),
      })
      const lusd = chain.tokens.find((token) => token.symbol === 'LUSD')!
      const lgld = chain.tokens.find((token) => token.symbol === 'LGLD')!
      expect(tokens.slice(1).sort((a, b) => String(a.symbol).localeCompare(String(b.symbol)))).toEqual([
        {
          name: 'Latch Gold',
          symbol: 'LGLD',
          address: `eip155:${chain.id}:${lgld.address}`,
          decimals: 18,
          logoUri: expect.stringContaining('/public/getTokenImage/LGLD'),
        },
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          address: `eip155:${chain.id}:${lusd.address}`,
          decimals: 6,
          logoUri: expect.stringContaining('/public/getTokenImage/LUSD'),
        },
      ])
    }
  })
})

describe('GET /v1/convert/quotes', () => {
  it("answers the router's getAmountsOut for ETH → LUSD, through WETH, with a small price impact", async () => {
    const amount = parseEther('0.1')
    const answer = await quote(native(), world.caip(world.address('LUSD')), amount)
    const expected = await routerOut(amount, [world.address('ETH'), world.address('LUSD')])
    expect(answer).toEqual({
      id: 'uniswap-v2',
      fromAmount: amount.toString(),
      fromAccount: native(),
      toAmount: expected!.toString(),
      toAccount: world.caip(world.address('LUSD')),
      priceImpact: expect.any(Number),
      route: [world.caip(world.address('ETH')), world.caip(world.address('LUSD'))],
    })
    // About $300 in a $3M pool: the 0.3% fee and about 0.01% of slippage.
    expect(answer.priceImpact).toBeGreaterThan(0.3)
    expect(answer.priceImpact).toBeLessThan(0.32)
  })

  it('quotes token → ETH and token → token on their own pair', async () => {
    const toEth = await quote(world.caip(world.address('LGLD')), native(), parseEther('1'))
    expect(toEth.route).toEqual([world.caip(world.address('LGLD')), world.caip(world.address('ETH'))])
    expect(BigInt(toEth.toAmount)).toBe(
      await routerOut(parseEther('1'), [world.address('LGLD'), world.address('ETH')]),
    )
    const toToken = await quote(
      world.caip(world.address('LUSD')),
      world.caip(world.address('LGLD')),
      parseUnits('2400', 6),
    )
    expect(toToken.route).toEqual([world.caip(world.address('LUSD')), world.caip(world.address('LGLD'))])
    expect(BigInt(toToken.toAmount)).toBe(
      await routerOut(parseUnits('2400', 6), [world.address('LUSD'), world.address('LGLD')]),
    )
    // 2400 LUSD buy a little under one LGLD ($2400).
    expect(BigInt(toToken.toAmount)).toBeLessThan(parseEther('1'))
    expect(BigInt(toToken.toAmount)).toBeGreaterThan(parseEther('0.99'))
  })

  it('has a price impact of at least 0 that grows with the amount', async () => {
    const impacts: number[] = []
    for (const ether of ['0.001', '1', '100', '1000']) {
      impacts.push((await quote(native(), world.caip(world.address('LUSD')), parseEther(ether))).priceImpact)
    }
    expect(impacts[0]).toBeGreaterThanOrEqual(0)
    expect(impacts).toEqual([...impacts].sort((a, b) => a - b))
    expect(new Set(impacts).size).toBe(4)
    // Half the pool's ETH again moves the price by about a third.
    expect(impacts[3]).toBeGreaterThan(30)
  })

  it('answers 422 SWAP_NO_ROUTE for a token without a pool', async () => {
    const body = await expectApiError(
      await world.request('/v1/convert/quotes', {
        query: {
          amount: '100',
          userAddress: user(),
          from: world.caip(world.address('LPTS')),
          to: world.caip(world.address('LUSD')),
        },
      }),
      422,
      'SWAP_NO_ROUTE',
    )
    expect(body.message).toBe('No route from LPTS to LUSD on eip155:31337')
  })

  it('answers 422 SWAP_NO_ROUTE for an amount the pool cannot fill: one wei of ETH buys nothing, 2^256 - 1 overflows', async () => {
    for (const amount of [1n, maxUint256]) {
      const body = await expectApiError(
        await world.request('/v1/convert/quotes', {
          query: {
            amount: amount.toString(),
            userAddress: user(),
            from: native(),
            to: world.caip(world.address('LUSD')),
          },
        }),
        422,
        'SWAP_NO_ROUTE',
      )
      expect(body.message).toBe('No route from ETH to LUSD on eip155:31337')
    }
  })

  it('answers 400 naming the field for a malformed CAIP-10 id, a zero amount or a token on another chain', async () => {
    const good = {
      amount: '1000',
      userAddress: user(),
      from: native(),
      to: world.caip(world.address('LUSD')),
    }
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: 'eip155:31337:0x123' }, /^from: must be a CAIP-10 id/],
      [{ userAddress: DEVNET_ADDRESSES[2] }, /^userAddress: must be a CAIP-10 id/],
      [{ to: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc' }, /^to: must be a CAIP-10 id/],
      [{ amount: '0' }, /^amount: /],
      [{ amount: '1.5' }, /^amount: /],
      [
        { to: `eip155:31338:${world.address('LUSD')}` },
        /^to: must be on the chain of userAddress \(eip155:31337\)$/,
      ],
    ]
    for (const [change, message] of cases) {
      const body = await expectApiError(
        await world.request('/v1/convert/quotes', { query: { ...good, ...change } }),
        400,
        'INVALID_QUERY',
      )
      expect(body.message).toMatch(message)
    }
  })
})

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

describe('a token pooled with ETH only', () => {
  it('is listed with what its contract says, and quoted to LUSD through WETH', async () => {
    const provider = world.wallet(3)
    const supply = parseEther('1000')
    const deployed = await provider.deployContract({
      ...FIXTURE_ARTIFACTS.LatchToken,
      args: ['Latch Silver', 'LSLV', 18, [DEVNET_ADDRESSES[3]], supply],
      chain: null,
    })
    const { contractAddress } = await provider.waitForTransactionReceipt({
      hash: deployed,
      pollingInterval: 20,
    })
    const silver = getAddress(contractAddress!)
    const router = world.chain.swap!.router
    const mined = async (hash: Promise<`0x${string}`>) =>
      provider.waitForTransactionReceipt({ hash: await hash, pollingInterval: 20 })
    await mined(
      provider.writeContract({
        address: silver,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, supply],
        chain: null,
      }),
    )
    // 1000 LSLV for 10 ETH: $30 each.
    await mined(
      provider.writeContract({
        address: router,
        abi: addLiquidityAbi,
        functionName: 'addLiquidityETH',
        args: [silver, supply, supply, parseEther('10'), DEVNET_ADDRESSES[3], maxUint256],
        value: parseEther('10'),
        chain: null,
      }),
    )

    const response = await world.request('/v1/convert/tokens', { query: { chainId: 'eip155:31337' } })
    const { tokens } = (await response.json()) as { tokens: { symbol: string; address: string }[] }
    expect(tokens).toContainEqual(
      expect.objectContaining({
        name: 'Latch Silver',
        symbol: 'LSLV',
        address: world.caip(silver),
        decimals: 18,
      }),
    )

    const amount = parseEther('1')
    const answer = await quote(world.caip(silver), world.caip(world.address('LUSD')), amount)
    const path = [silver, world.address('ETH'), world.address('LUSD')]
    expect(answer.route).toEqual(path.map((hop) => world.caip(hop)))
    expect(BigInt(answer.toAmount)).toBe(await routerOut(amount, path))
    // Two fees of 0.3%, and 0.1% of the small pool moved.
    expect(answer.priceImpact).toBeGreaterThan(0.69)
    expect(answer.priceImpact).toBeLessThan(0.71)
  })
})
