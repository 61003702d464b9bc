// fetchActivity against a real HTTP server standing in for the history service.

import { beforeEach, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter'
import { useTestServer } from '../api/test-support/testServer'
import { getStore } from '../latch'
import { connectTestLatch, listingAdapter } from '../test-support/connectTestLatch'
import { ADDRESS } from '../test-support/networks'
import { pendingTransaction, transaction } from '../test-support/transactions'
import { fetchActivity } from './fetchActivity'

const path = `GET /v1/account/${ADDRESS}/history`
const historyCalls = () => server.requests.filter((r) => r.path.endsWith('/history'))
const hashes = (list: readonly { metadata: { hash?: string } }[]) => list.map((t) => t.metadata.hash)
const pages: Record<string, { data: ReturnType<typeof transaction>[]; next: string | null }> = {
  first: { data: [transaction('0x3'), transaction('0x2')], next: 'page2' },
  page2: { data: [transaction('0x1')], next: null },
}

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(path, (request) => ({ json: pages[request.query.get('cursor') ?? 'first'] }))
})

const connected = () => connectTestLatch({ ...server.latchConfig })

describe('fetchActivity', () => {
  it('reads the first page for the active CAIP-2 chain id, then pages on with the cursor', async () => {
    const { latch } = await connected()
    await fetchActivity(latch)
    expect(historyCalls()[0]?.query.get('chainId')).toBe('eip155:31337')
    expect(getStore(latch).getState().activity).toMatchObject({
      key: `eip155:31337:${ADDRESS}`,
      status: 'ready',
      next: 'page2',
      loadingMore: false,
    })
    const more = fetchActivity(latch, { more: true })
    expect(getStore(latch).getState().activity.loadingMore).toBe(true)
    await more
    expect(historyCalls()[1]?.query.get('cursor')).toBe('page2')
    const { activity } = getStore(latch).getState()
    expect(hashes(activity.transactions)).toEqual(['0x3', '0x2', '0x1'])
    expect(activity.next).toBeNull()
  })

  it('no request when there is no next page or one is already being read', async () => {
    const { latch } = await connected()
    await fetchActivity(latch)
    const first = fetchActivity(latch, { more: true })
    await fetchActivity(latch, { more: true })
    await first
    expect(historyCalls()).toHaveLength(2)
    await fetchActivity(latch, { more: true })
    expect(historyCalls()).toHaveLength(2)
  })

  it("Failed transaction fetch: snackbar 'Failed to fetch transactions', empty state, cursor cleared", async () => {
    const { latch, reported } = await connected()
    await fetchActivity(latch)
    server.on(path, { status: 400, json: { code: 'INVALID_QUERY' } })
    await fetchActivity(latch, { more: true })
    const state = getStore(latch).getState()
    expect(state.activity).toMatchObject({
      status: 'error',
      transactions: [],
      next: null,
      loadingMore: false,
    })
    expect(state.snackbar).toMatchObject({
      open: true,
      message: 'Failed to fetch transactions',
      variant: 'error',
    })
    expect(reported.map((e) => e.code)).toEqual(['FETCH_TRANSACTIONS_FAILED'])
  })

  it('a refresh replaces the list and keeps the pending transactions', async () => {
    const { latch } = await connected()
    await fetchActivity(latch)
    await fetchActivity(latch, { more: true })
    const sent = pendingTransaction('0x4')
    getStore(latch).setState((s) => ({ activity: { ...s.activity, pending: [sent] } }))
    await fetchActivity(latch)
    const { activity } = getStore(latch).getState()
    expect(hashes(activity.transactions)).toEqual(['0x3', '0x2'])
    expect(activity.next).toBe('page2')
    expect(activity.pending).toEqual([sent])
  })

  it('Names and activity: eip155 only — elsewhere ready with nothing, the service not asked', async () => {
    const solana: ChainAdapter = {
      ...listingAdapter('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'),
      namespace: 'solana',
    }
    const { latch } = await connectTestLatch({
      ...server.latchConfig,
      adapters: [solana],
      networks: [
        {
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          name: 'Solana',
          rpcUrl: 'http://127.0.0.1:1',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        },
      ],
    })
    await fetchActivity(latch)
    expect(getStore(latch).getState().activity).toMatchObject({
      status: 'ready',
      transactions: [],
      next: null,
    })
    expect(historyCalls()).toHaveLength(0)
  })

  it('an answer for an account that is no longer connected is dropped', async () => {
    server.on(path, { json: pages.first, delayMs: 100 })
    const { latch } = await connected()
    const fetching = fetchActivity(latch)
    getStore(latch).setState((s) => ({
      accounts: { eip155: { ...s.accounts.eip155!, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
    }))
    await fetching
    expect(getStore(latch).getState().activity).toMatchObject({ status: 'idle', transactions: [] })
  })
})
