import { beforeEach, describe, expect, it } from 'vitest'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants'
import { InvalidInputError } from '../errors/input'
import { buildSwapApprove } from './buildSwapApprove'
import { buildSwapTransaction } from './buildSwapTransaction'
import { GasPriceNetworkError, HttpStatusError, InvalidApiResponseError, SwapNetworkError } from './errors'
import { getSwapAllowance } from './getSwapAllowance'
import { getSwapGasPrice } from './getSwapGasPrice'
import { getSwapQuote } from './getSwapQuote'
import { getSwapTokens } from './getSwapTokens'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const eth = `eip155:31337:${SWAP_NATIVE_TOKEN_ADDRESS}`
const lusd = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const user = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const tx = {
  from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  data: '0x7ff36ab5',
  value: '1000000000000000000',
  eip155: { gas: '120000', gasPrice: '2000000000' },
}
const notSwaps = {
  status: 400,
  json: { code: 'SWAP_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Swaps' },
}

const server = useTestServer()
beforeEach(() => server.reset())

describe('GET /v1/convert/tokens', () => {
  it('answers the tokens of the chain, a missing logo as an empty string', async () => {
    server.on('GET /v1/convert/tokens', {
      json: { tokens: [{ name: 'Ether', symbol: 'ETH', address: eth, decimals: 18 }] },
    })
    const tokens = await getSwapTokens(createTestLatch(server), { chainId: 'eip155:31337' })
    expect(tokens).toEqual([{ name: 'Ether', symbol: 'ETH', address: eth, decimals: 18, logoUri: '' }])
    expect(server.requests[0]?.query.get('chainId')).toBe('eip155:31337')
    expect(server.requests[0]?.query.get('projectId')).toBe('test-project')
  })

  it("a chain without swaps: SwapNetworkError, 'Network not supported for Swaps'", async () => {
    server.on('GET /v1/convert/tokens', notSwaps)
    const error = await getSwapTokens(createTestLatch(server), { chainId: 'eip155:5' }).catch((e) => e)
    expect(error).toBeInstanceOf(SwapNetworkError)
    expect(error.shortMessage).toBe('Network not supported for Swaps')
    expect(error.cause).toBeInstanceOf(HttpStatusError)
  })

  it('refuses a chain id that is not CAIP-2, without a call', async () => {
    await expect(getSwapTokens(createTestLatch(server), { chainId: '31337' })).rejects.toBeInstanceOf(
      InvalidInputError,
    )
    expect(server.requests).toHaveLength(0)
  })
})

describe('GET /v1/convert/quotes', () => {
  it('sends amount, userAddress, from and to; answers the first quote with bigint amounts', async () => {
    server.on('GET /v1/convert/quotes', {
      json: {
        quotes: [
          {
            id: 'uniswap-v2',
            fromAmount: '1000000000000000000',
            fromAccount: eth,
            toAmount: '1996006018',
            toAccount: lusd,
            priceImpact: 0.42,
            route: [eth, lusd],
          },
        ],
      },
    })
    const quote = await getSwapQuote(createTestLatch(server), {
      amount: 10n ** 18n,
      userAddress: user,
      from: eth,
      to: lusd,
    })
    expect(quote).toMatchObject({
      id: 'uniswap-v2',
      fromAmount: 10n ** 18n,
      toAmount: 1_996_006_018n,
      priceImpact: 0.42,
    })
    const query = server.requests[0]?.query
    expect([query?.get('amount'), query?.get('userAddress'), query?.get('from'), query?.get('to')]).toEqual([
      '1000000000000000000',
      user,
      eth,
      lusd,
    ])
  })

  it('no quote at all is an answer of the wrong shape; no route is the 422 with its code', async () => {
    server.on('GET /v1/convert/quotes', { json: { quotes: [] } })
    const latch = createTestLatch(server)
    const parameters = { amount: 1n, userAddress: user, from: eth, to: lusd }
    await expect(getSwapQuote(latch, parameters)).rejects.toBeInstanceOf(InvalidApiResponseError)
    server.on('GET /v1/convert/quotes', { status: 422, json: { code: 'SWAP_NO_ROUTE', message: 'No route' } })
    const error = await getSwapQuote(latch, parameters).catch((e) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error.serviceCode).toBe('SWAP_NO_ROUTE')
  })

  it('refuses an amount that is not a bigint and ids that are not CAIP-10', async () => {
    const latch = createTestLatch(server)
    await expect(
      getSwapQuote(latch, { amount: '1' as unknown as bigint, userAddress: user, from: eth, to: lusd }),
    ).rejects.toBeInstanceOf(InvalidInputError)
    await expect(
      getSwapQuote(latch, { amount: 1n, userAddress: user, from: 'ETH', to: lusd }),
    ).rejects.toBeInstanceOf(InvalidInputError)
    expect(server.requests).toHaveLength(0)
  })
})

describe('GET /v1/convert/allowance and /gas-price', () => {
  it('the allowance the router has, as a bigint', async () => {
    server.on('GET /v1/convert/allowance', { json: { allowance: '5000000' } })
    await expect(
      getSwapAllowance(createTestLatch(server), { tokenAddress: lusd, userAddress: user }),
    ).resolves.toBe(5_000_000n)
    expect(server.requests[0]?.query.get('tokenAddress')).toBe(lusd)
  })

  it('the gas prices as bigints', async () => {
    server.on('GET /v1/convert/gas-price', { json: { standard: '1000', fast: '1250', instant: '1500' } })
    await expect(getSwapGasPrice(createTestLatch(server), { chainId: 'eip155:31337' })).resolves.toEqual({
      standard: 1000n,
      fast: 1250n,
      instant: 1500n,
    })
  })

  it("a chain without swaps: GasPriceNetworkError, 'Network not supported for Gas Price'", async () => {
    server.on('GET /v1/convert/gas-price', {
      status: 400,
      json: { code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED', message: 'Network not supported for Gas Price' },
    })
    const error = await getSwapGasPrice(createTestLatch(server), { chainId: 'eip155:5' }).catch((e) => e)
    expect(error).toBeInstanceOf(GasPriceNetworkError)
    expect(error.shortMessage).toBe('Network not supported for Gas Price')
  })
})

describe('the build routes', () => {
  it('GET /v1/convert/build-approve: the approve call, gas flattened', async () => {
    server.on('GET /v1/convert/build-approve', { json: { tx: { ...tx, value: '0' } } })
    const approve = await buildSwapApprove(createTestLatch(server), {
      userAddress: user,
      from: lusd,
      to: eth,
      amount: 5n,
    })
    expect(approve).toEqual({
      from: tx.from,
      to: tx.to,
      data: tx.data,
      value: 0n,
      gas: 120_000n,
      gasPrice: 2_000_000_000n,
    })
    expect(server.requests[0]?.query.get('amount')).toBe('5')
  })

  it('POST /v1/convert/build-transaction: slippage 1 by default, the router call with its minimum', async () => {
    server.on('POST /v1/convert/build-transaction', {
      json: { tx: { ...tx, amount: '1996006018', minAmountOut: '1976045957', deadline: 1_800_000_000 } },
    })
    const built = await buildSwapTransaction(createTestLatch(server), {
      amount: 10n ** 18n,
      from: eth,
      to: lusd,
      userAddress: user,
    })
    expect(server.requests[0]?.body).toEqual({
      amount: '1000000000000000000',
      from: eth,
      to: lusd,
      userAddress: user,
      slippage: 1,
    })
    expect(built).toMatchObject({
      value: 10n ** 18n,
      amount: 1_996_006_018n,
      minAmountOut: 1_976_045_957n,
      gas: 120_000n,
    })
  })

  it('sends disableEstimate when asked, and refuses a slippage outside (0, 50]', async () => {
    server.on('POST /v1/convert/build-transaction', {
      json: { tx: { ...tx, amount: '1', minAmountOut: '0', deadline: 1 } },
    })
    const latch = createTestLatch(server)
    const parameters = { amount: 1n, from: lusd, to: eth, userAddress: user }
    await buildSwapTransaction(latch, { ...parameters, disableEstimate: true, slippage: 0.5 })
    expect(server.requests[0]?.body).toMatchObject({ disableEstimate: true, slippage: 0.5 })
    await expect(buildSwapTransaction(latch, { ...parameters, slippage: 0 })).rejects.toBeInstanceOf(
      InvalidInputError,
    )
    await expect(buildSwapTransaction(latch, { ...parameters, slippage: 51 })).rejects.toBeInstanceOf(
      InvalidInputError,
    )
  })

  it('a chain without swaps: SwapNetworkError from both', async () => {
    server.on('GET /v1/convert/build-approve', notSwaps)
    server.on('POST /v1/convert/build-transaction', notSwaps)
    const latch = createTestLatch(server)
    const parameters = { amount: 1n, from: lusd, to: eth, userAddress: user }
    await expect(buildSwapApprove(latch, parameters)).rejects.toBeInstanceOf(SwapNetworkError)
    await expect(buildSwapTransaction(latch, parameters)).rejects.toBeInstanceOf(SwapNetworkError)
  })
})
