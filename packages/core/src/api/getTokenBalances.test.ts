import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_RETRY_AFTER_MS, PORTFOLIO_CACHE_MS } from '../constants'
import { TokenBalanceUnavailableError } from '../errors/state'
import { ADDRESS } from '../test-support/networks'
import { HttpStatusError } from './errors'
import { getTokenBalances } from './getTokenBalances'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const path = `GET /v1/account/${ADDRESS}/balance`
const params = { address: ADDRESS, chainId: 'eip155:31337' }

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(path, { json: { balances: [ether] } })
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms)
const balanceCalls = () => server.requests.filter((r) => r.path.endsWith('/balance'))

describe('GET /v1/account/{address}/balance: currency, chainId, forceUpdate', () => {
  it('answers the balances and sends currency and chainId', async () => {
    await expect(getTokenBalances(createTestLatch(server), params)).resolves.toEqual([ether])
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:31337',
    })
    expect(server.requests[0]?.query.has('forceUpdate')).toBe(false)
  })

  it('cache expiry: portfolio 30 s', async () => {
    const latch = createTestLatch(server)
    await getTokenBalances(latch, params)
    advance(PORTFOLIO_CACHE_MS - 1)
    await getTokenBalances(latch, params)
    expect(balanceCalls()).toHaveLength(1)
    advance(1)
    await getTokenBalances(latch, params)
    expect(balanceCalls()).toHaveLength(2)
  })

  it('the cache is per chain, address and currency', async () => {
    const latch = createTestLatch(server)
    await getTokenBalances(latch, params)
    await getTokenBalances(latch, { ...params, chainId: 'eip155:31338' })
    await getTokenBalances(latch, { ...params, currency: 'eur' })
    expect(balanceCalls()).toHaveLength(3)
  })

  it('forceUpdate skips the cache and is sent to the service', async () => {
    const latch = createTestLatch(server)
    await getTokenBalances(latch, params)
    await getTokenBalances(latch, { ...params, forceUpdate: true })
    expect(balanceCalls()).toHaveLength(2)
    expect(server.requests[1]?.query.get('forceUpdate')).toBe('true')
  })

  it('balance fetch retry is allowed only 30 s after the last failure', async () => {
    const latch = createTestLatch(server)
    server.on(path, { status: 400, json: { code: 'INVALID_QUERY', message: 'no' } })
    const failed = await getTokenBalances(latch, params).catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((failed as TokenBalanceUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    expect((failed as TokenBalanceUnavailableError).cause).toBeInstanceOf(HttpStatusError)
    server.on(path, { json: { balances: [ether] } })
    advance(BALANCE_RETRY_AFTER_MS - 1)
    // forceUpdate does not lift the pause either
    await expect(getTokenBalances(latch, { ...params, forceUpdate: true })).rejects.toBeInstanceOf(
      TokenBalanceUnavailableError,
    )
    expect(balanceCalls()).toHaveLength(1)
    advance(1)
    await expect(getTokenBalances(latch, params)).resolves.toEqual([ether])
    expect(balanceCalls()).toHaveLength(2)
  })

  it('a failure pauses only that chain, address and currency', async () => {
    const latch = createTestLatch(server)
    server.on(path, { status: 404 })
    await getTokenBalances(latch, params).catch(() => undefined)
    server.on(path, { json: { balances: [ether] } })
    await expect(getTokenBalances(latch, { ...params, chainId: 'eip155:31338' })).resolves.toEqual([ether])
  })
})
