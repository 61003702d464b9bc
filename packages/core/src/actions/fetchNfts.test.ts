// fetchNfts against a real HTTP server standing in for the NFT service.

import { beforeEach, describe, expect, it } from 'vitest'
import { useTestServer } from '../api/test-support/testServer'
import { getStore } from '../latch'
import { connectTestLatch } from '../test-support/connectTestLatch'
import { ADDRESS } from '../test-support/networks'
import type { Nft } from '../types/portfolio'
import { fetchNfts } from './fetchNfts'

const nft = (tokenId: string, is_spam = false): Nft => ({
  chainId: 'eip155:31337',
  contract: { address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', name: 'Latch Keys', symbol: 'LKEY' },
  tokenId,
  name: `Latch Keys #${tokenId}`,
  imageUrl: `http://127.0.0.1:8787/nft/LKEY/${tokenId}.svg`,
  flags: { is_spam },
})
const path = `GET /v1/account/${ADDRESS}/nfts`
const nftCalls = () => server.requests.filter((r) => r.path.endsWith('/nfts'))
const pages: Record<string, { data: Nft[]; next: string | null }> = {
  first: { data: [nft('3'), nft('9', true)], next: 'page2' },
  page2: { data: [nft('1')], next: null },
}

const server = useTestServer()
beforeEach(() => {
  server.reset()
  server.on(path, (request) => ({ json: pages[request.query.get('cursor') ?? 'first'] }))
})

describe('fetchNfts', () => {
  it("reads the account's NFTs on the active chain, paged with the cursor, spam hidden", async () => {
    const { latch } = await connectTestLatch({ ...server.latchConfig })
    await fetchNfts(latch)
    expect(nftCalls()[0]?.query.get('chainId')).toBe('eip155:31337')
    expect(getStore(latch).getState().nfts).toEqual({
      key: `eip155:31337:${ADDRESS}`,
      status: 'ready',
      items: [nft('3')],
      next: 'page2',
      loadingMore: false,
    })
    await fetchNfts(latch, { more: true })
    expect(nftCalls()[1]?.query.get('cursor')).toBe('page2')
    expect(getStore(latch).getState().nfts).toMatchObject({ items: [nft('3'), nft('1')], next: null })
    await fetchNfts(latch, { more: true })
    expect(nftCalls()).toHaveLength(2)
  })

  it("a failure: status 'error', the list emptied and the cursor cleared, reported without a snackbar", async () => {
    const { latch, reported } = await connectTestLatch({ ...server.latchConfig })
    await fetchNfts(latch)
    server.on(path, { status: 400, json: { code: 'INVALID_QUERY' } })
    await fetchNfts(latch, { more: true })
    const state = getStore(latch).getState()
    expect(state.nfts).toMatchObject({ status: 'error', items: [], next: null, loadingMore: false })
    expect(state.snackbar.open).toBe(false)
    expect(reported.map((e) => e.code)).toEqual(['FETCH_NFTS_FAILED'])
  })

  it('an answer for an account that is no longer connected is dropped', async () => {
    server.on(path, { json: pages.first, delayMs: 100 })
    const { latch } = await connectTestLatch({ ...server.latchConfig })
    const fetching = fetchNfts(latch)
    getStore(latch).setState({ accounts: {} })
    await fetching
    expect(getStore(latch).getState().nfts).toMatchObject({ status: 'idle', items: [] })
  })
})
