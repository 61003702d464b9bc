// loadWalletListing against the real provider service (apps/api) on an in-memory PGlite and its
// shipped wallet registry, over loopback HTTP.
import { type StartApiServerReturnType, startApiServer } from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getWallets } from '../api/getWallets'
import type { LatchConfig } from '../config/types'
import { RECOMMENDED_WALLETS } from '../constants'
import { createLatch } from '../createLatch'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import { loadWalletListing } from './loadWalletListing'

let service: StartApiServerReturnType
beforeAll(async () => {
  service = await startApiServer({
    database: { dataDir: 'memory://' },
    chains: [],
    projects: [{ id: 'listing', name: 'listing' }],
  })
}, 60_000)
afterAll(() => service?.stop())

function latchWith(config: Partial<LatchConfig> = {}): Latch {
  return createLatch({
    networks: [devnetA],
    storage: null,
    projectId: 'listing',
    api: { baseUrl: service.url },
    ...config,
  })
}

describe('loadWalletListing', () => {
  it('reads the top of the listing (twice the 4 recommended, for the installed ones left out) and its size', async () => {
    const latch = latchWith()
    const whole = await getWallets(latch, { entries: 1 })
    await loadWalletListing(latch)
    const { walletListing } = getStore(latch).getState()
    expect(walletListing.status).toBe('ready')
    expect(walletListing.recommended).toHaveLength(RECOMMENDED_WALLETS * 2)
    expect(walletListing.count).toBe(whole.count)
    expect(walletListing.named).toEqual([])
  })

  it('looks up the featured wallets by id, keeps them out of the recommended ones, and counts them once', async () => {
    const latch = latchWith({ featuredWalletIds: ['rainbow', 'zerion'] })
    const whole = await getWallets(latch, { entries: 1 })
    await loadWalletListing(latch)
    const { walletListing } = getStore(latch).getState()
    expect(walletListing.named.map((w) => w.id).sort()).toEqual(['rainbow', 'zerion'])
    expect(walletListing.recommended.map((w) => w.id)).not.toContain('rainbow')
    expect(walletListing.count).toBe(whole.count)
  })

  it('recent wallets are looked up too, so a wallet paired last time is offered again with its links', async () => {
    const latch = latchWith()
    getStore(latch).setState({ recentWallets: [{ id: 'metamask', name: 'MetaMask' }] })
    await loadWalletListing(latch)
    const [recent] = getStore(latch).getState().walletListing.named
    expect(recent).toMatchObject({ id: 'metamask', mobile_link: 'metamask://' })
  })

  it('the host include and exclude lists apply to what is offered and counted', async () => {
    const latch = latchWith({
      includeWalletIds: ['metamask', 'rainbow', 'zerion'],
      excludeWalletIds: ['zerion'],
    })
    await loadWalletListing(latch)
    const { walletListing } = getStore(latch).getState()
    expect(walletListing.recommended.map((w) => w.id).sort()).toEqual(['metamask', 'rainbow'])
    expect(walletListing.count).toBe(2)
  })

  it('reads once per instance, and again when a wallet became recent', async () => {
    const latch = latchWith()
    await loadWalletListing(latch)
    const first = getStore(latch).getState().walletListing
    await loadWalletListing(latch)
    expect(getStore(latch).getState().walletListing).toBe(first)
    getStore(latch).setState({ recentWallets: [{ id: 'zerion', name: 'Zerion' }] })
    await loadWalletListing(latch)
    expect(
      getStore(latch)
        .getState()
        .walletListing.named.map((w) => w.id),
    ).toEqual(['zerion'])
  })

  it('without api config there is no listing: ready and empty, no request', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await loadWalletListing(latch)
    expect(getStore(latch).getState().walletListing).toEqual({
      status: 'ready',
      key: '',
      named: [],
      recommended: [],
      count: 0,
    })
  })

  it('a service that cannot be reached leaves an error, and the next call tries again', async () => {
    const latch = createLatch({
      networks: [devnetA],
      storage: null,
      projectId: 'listing',
      api: { baseUrl: 'http://127.0.0.1:1' },
    })
    await loadWalletListing(latch)
    expect(getStore(latch).getState().walletListing.status).toBe('error')
    const again = loadWalletListing(latch)
    expect(getStore(latch).getState().walletListing.status).toBe('loading')
    await again
  })
})
