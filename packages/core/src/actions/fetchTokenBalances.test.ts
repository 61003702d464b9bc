// fetchTokenBalances against a real HTTP server standing in for the balance service.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useTestServer } from '../api/test-support/testServer'
import { BALANCE_RETRY_AFTER_MS } from '../constants'
import { getStore } from '../latch'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { ADDRESS, devnetA, devnetB } from '../test-support/networks'
import { LUSD_ADDRESS, tokenBalance } from '../test-support/tokens'
import { disconnect } from './disconnect'
import { fetchTokenBalances } from './fetchTokenBalances'
import { switchNetwork } from './switchNetwork'

const eth = tokenBalance()
const lusd = tokenBalance({ name: 'Latch USD', symbol: 'LUSD', decimals: '6', address: LUSD_ADDRESS })
const points = tokenBalance({ symbol: 'LPTS', decimals: '0', numeric: '5', address: 'eip155:31337:0x01' })
const path = `GET /v1/account/${ADDRESS}/balance`
const balanceCalls = () => server.requests.filter((r) => r.path.endsWith('/balance'))

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(path, { json: { balances: [eth, points, lusd] } })
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

const connected = () => connectTestLatch({ ...server.latchConfig, networks: [devnetA, devnetB] })

describe('fetchTokenBalances', () => {
  it('stores the tokens of the account on the active network, zero-decimals tokens filtered out', async () => {
    const { latch } = await connected()
    const fetching = fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toEqual({
      key: `eip155:31337:${ADDRESS}`,
      status: 'loading',
      tokens: [],
    })
    await fetching
    expect(getStore(latch).getState().portfolio).toEqual({
      key: `eip155:31337:${ADDRESS}`,
      status: 'ready',
      tokens: [eth, lusd],
    })
    expect(Object.fromEntries(balanceCalls()[0]?.query ?? [])).toMatchObject({ chainId: 'eip155:31337' })
  })

  it('force re-reads through the cache, keeping the tokens on screen meanwhile', async () => {
    const { latch } = await connected()
    await fetchTokenBalances(latch)
    await fetchTokenBalances(latch)
    expect(balanceCalls()).toHaveLength(1)
    server.on(path, { json: { balances: [eth] }, delayMs: 50 })
    const refreshing = fetchTokenBalances(latch, { force: true })
    expect(getStore(latch).getState().portfolio.tokens).toEqual([eth, lusd])
    await refreshing
    expect(getStore(latch).getState().portfolio.tokens).toEqual([eth])
    expect(balanceCalls()[1]?.query.get('forceUpdate')).toBe('true')
  })

  it("a failed fetch: status 'error', the snackbar 'Token Balance Unavailable', reported", async () => {
    server.on(path, { status: 500, json: { code: 'INTERNAL' } })
    const { latch, reported } = await connected()
    await fetchTokenBalances(latch)
    const state = getStore(latch).getState()
    expect(state.portfolio).toMatchObject({ status: 'error', tokens: [] })
    expect(state.snackbar).toMatchObject({
      open: true,
      message: 'Token Balance Unavailable',
      variant: 'error',
    })
    expect(reported.map((e) => e.code)).toEqual(['TOKEN_BALANCE_UNAVAILABLE'])
  })

  it('Balance fetch retry is allowed only 30 s after the last failure', async () => {
    server.on(path, { status: 500, json: { code: 'INTERNAL' } })
    const { latch, reported } = await connected()
    await fetchTokenBalances(latch)
    const calls = balanceCalls().length
    server.on(path, { json: { balances: [eth] } })
    vi.setSystemTime(Date.now() + BALANCE_RETRY_AFTER_MS - 1)
    await fetchTokenBalances(latch, { force: true })
    expect(balanceCalls()).toHaveLength(calls)
    expect(getStore(latch).getState().portfolio.status).toBe('error')
    expect(reported).toHaveLength(1)
    vi.setSystemTime(Date.now() + 1)
    await fetchTokenBalances(latch)
    expect(balanceCalls()).toHaveLength(calls + 1)
    expect(getStore(latch).getState().portfolio).toMatchObject({ status: 'ready', tokens: [eth] })
  })

  it('portfolio.failedAt is the failure the 30 s rule counts from, kept while it holds, cleared by a read', async () => {
    server.on(path, { status: 500, json: { code: 'INTERNAL' } })
    const { latch } = await connected()
    const failedAt = Date.now()
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toMatchObject({ status: 'error', failedAt })
    server.on(path, { json: { balances: [eth] } })
    vi.setSystemTime(failedAt + BALANCE_RETRY_AFTER_MS - 1)
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toMatchObject({ status: 'error', failedAt })
    vi.setSystemTime(failedAt + BALANCE_RETRY_AFTER_MS)
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toMatchObject({ status: 'ready', tokens: [eth] })
    expect(getStore(latch).getState().portfolio).not.toHaveProperty('failedAt')
  })

  it("a network the host did not configure: 'Token Balance Unavailable' without asking the service", async () => {
    const { latch } = await connected()
    getStore(latch).setState({ activeCaipNetworkId: 'eip155:999' })
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState().portfolio).toMatchObject({
      key: `eip155:999:${ADDRESS}`,
      status: 'error',
    })
    expect(getStore(latch).getState().snackbar.message).toBe('Token Balance Unavailable')
    expect(balanceCalls()).toHaveLength(0)
  })

  it('an answer for an account or network that is no longer active is dropped', async () => {
    server.on(path, { json: { balances: [eth] }, delayMs: 100 })
    const { latch } = await connected()
    const fetching = fetchTokenBalances(latch)
    await switchNetwork(latch, { caipNetworkId: devnetB.caipNetworkId })
    await fetching
    expect(getStore(latch).getState().portfolio).toEqual({ status: 'idle', tokens: [] })
  })

  it('disconnect clears the tokens', async () => {
    const { latch } = await connected()
    await fetchTokenBalances(latch)
    await disconnect(latch)
    expect(getStore(latch).getState().portfolio).toEqual({ status: 'idle', tokens: [] })
  })

  it('nothing connected: nothing asked, nothing changed', async () => {
    const { latch } = await connected()
    await disconnect(latch)
    const before = getStore(latch).getState()
    await fetchTokenBalances(latch)
    expect(getStore(latch).getState()).toBe(before)
    expect(balanceCalls()).toHaveLength(0)
  })
})
