// The clients against the real provider service (apps/api) on an in-memory PGlite, over loopback HTTP.
// Only this test imports the service; the clients themselves know it by URL alone.
import { analyticsEvents, type StartApiServerReturnType, startApiServer } from '@latch/services'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mountLatch } from '../actions/mountLatch'
import { open } from '../actions/open'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { createLatch } from '../createLatch'
import { TokenBalanceUnavailableError } from '../errors/state'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { HttpStatusError, RegisterNameError } from './errors'
import { getAllowedOrigins } from './getAllowedOrigins'
import { getAnalyticsConfig } from './getAnalyticsConfig'
import { getIdentity } from './getIdentity'
import { getNameSuggestions } from './getNameSuggestions'
import { getNamesForAddress } from './getNamesForAddress'
import { getRemoteConfig } from './getRemoteConfig'
import { getRemoteFeatures } from './getRemoteFeatures'
import { getSessionRecord } from './getSessionRecord'
import { getSupportedChains } from './getSupportedChains'
import { getTokenBalances } from './getTokenBalances'
import { getTokenPrices } from './getTokenPrices'
import { getTransactions } from './getTransactions'
import { getWalletImageUrl } from './getWalletImageUrl'
import { getWallets } from './getWallets'
import { registerName } from './registerName'
import { reportError } from './reportError'
import { resolveName } from './resolveName'
import { sendAnalyticsEvent } from './sendAnalyticsEvent'

const ORIGIN = 'http://127.0.0.1:5173'

let service: StartApiServerReturnType
beforeAll(async () => {
  service = await startApiServer({
    database: { dataDir: 'memory://' },
    // nothing answers this RPC: balances that need the chain fail, as when a node is down
    chains: [{ id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:1' }],
    prices: {
      currencies: { eur: 0.5 },
      tokens: [{ chainId: 31337, usd: 3000, name: 'Ether', symbol: 'ETH', decimals: 18 }],
    },
    projects: [
      { id: 'core-clients', name: 'core clients', origins: [ORIGIN] },
      { id: 'multi', name: 'multi wallet', features: { multi_wallet: { isEnabled: true } } },
      { id: 'quiet', name: 'no analytics', analyticsEnabled: false },
    ],
  })
}, 60_000)
afterAll(() => service?.stop())

function latchFor(projectId: string): Latch {
  return createLatch({
    networks: [devnetA],
    storage: null,
    // the event's url and domain come from the page; in Node, from the metadata
    metadata: { name: 'core clients', url: `${ORIGIN}/shop` },
    projectId: projectId,
    api: { baseUrl: service.url },
  })
}

describe('the clients against the real service', () => {
  it('GET /appkit/v1/config: the spec defaults, and a project override', async () => {
    await expect(getRemoteConfig(latchFor('core-clients'))).resolves.toEqual(DEFAULT_REMOTE_FEATURES)
    await expect(getRemoteConfig(latchFor('multi'))).resolves.toMatchObject({ multiWallet: true })
  })

  it('GET /projects/v1/origins: the project allowed origins', async () => {
    await expect(getAllowedOrigins(latchFor('core-clients'))).resolves.toEqual([ORIGIN])
  })

  it('an unknown project: origins are an empty list, other calls fail with the service code', async () => {
    await expect(getAllowedOrigins(latchFor('nobody'))).resolves.toEqual([])
    const error = await getWallets(latchFor('nobody')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 403, serviceCode: 'PROJECT_NOT_FOUND' })
  })

  it('GET /getWallets: 40 per page, pages do not overlap, the last page is empty', async () => {
    const latch = latchFor('core-clients')
    const first = await getWallets(latch)
    const second = await getWallets(latch, { page: 2 })
    // the shipped registry holds hundreds of wallets, so both pages are full
    expect(first.count).toBeGreaterThan(80)
    expect(first.data).toHaveLength(40)
    expect(second.data).toHaveLength(40)
    const ids = new Set(first.data.map((w) => w.id))
    expect(second.data.some((w) => ids.has(w.id))).toBe(false)
    const beyond = await getWallets(latch, { page: Math.ceil(first.count / 40) + 1 })
    expect(beyond).toEqual({ data: [], count: first.count })
  })

  it('GET /getWallets: search, include and exclude', async () => {
    const latch = latchFor('core-clients')
    const [someone] = (await getWallets(latch, { entries: 1 })).data
    const found = await getWallets(latch, { search: someone!.name })
    expect(found.data.map((w) => w.id)).toContain(someone!.id)
    expect(found.count).toBeLessThanOrEqual(100)
    const only = await getWallets(latch, { include: [someone!.id] })
    expect(only.data.map((w) => w.id)).toEqual([someone!.id])
    const without = await getWallets(latch, { exclude: [someone!.id], entries: 100 })
    expect(without.data.map((w) => w.id)).not.toContain(someone!.id)
  })

  it('GET /getWalletImage/{id}: the image URL answers an image', async () => {
    const latch = latchFor('core-clients')
    const [wallet] = (await getWallets(latch, { entries: 1 })).data
    const response = await fetch(getWalletImageUrl(latch, { id: wallet!.image_id })!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/(svg\+xml|png)/)
  })

  it('GET /getAnalyticsConfig and v1/supported-chains', async () => {
    await expect(getAnalyticsConfig(latchFor('core-clients'))).resolves.toEqual({ isAnalyticsEnabled: true })
    await expect(getAnalyticsConfig(latchFor('quiet'))).resolves.toEqual({ isAnalyticsEnabled: false })
    await expect(getSupportedChains(latchFor('core-clients'))).resolves.toMatchObject({
      http: ['eip155:31337'],
    })
  })

  it('POST /e: a tracked event and an error report are stored with the address', async () => {
    const latch = latchFor('core-clients')
    getStore(latch).setState({
      accounts: { eip155: { status: 'connected', address: ADDRESS, caipNetworkId: 'eip155:31337' } },
    })
    await expect(sendAnalyticsEvent(latch, { type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(true)
    await expect(reportError(latch, { error: new Error('integration boom') })).resolves.toBe(true)
    const rows = await service.database.db.select().from(analyticsEvents)
    const stored = rows.filter((row) => row.projectId === 'core-clients').map((row) => row.props)
    expect(stored).toContainEqual({ type: 'track', event: 'MODAL_OPEN', address: ADDRESS })
    expect(stored).toContainEqual(
      expect.objectContaining({
        type: 'error',
        name: 'Error',
        message: 'integration boom',
        address: ADDRESS,
      }),
    )
  })

  it('mountLatch: the project features are fetched and MODAL_OPEN is stored', async () => {
    const latch = latchFor('multi')
    const unmount = mountLatch(latch)
    try {
      const stored = async () => {
        const rows = await service.database.db.select().from(analyticsEvents)
        return rows.filter((row) => row.projectId === 'multi').map((row) => row.props)
      }
      await expect.poll(() => getLatchInternal(latch).api.analyticsEnabled, { timeout: 5000 }).toBeDefined()
      await getLatchInternal(latch).api.analyticsEnabled
      open(latch)
      await expect
        .poll(stored, { timeout: 5000 })
        .toContainEqual(expect.objectContaining({ type: 'track', event: 'MODAL_OPEN' }))
      await expect.poll(() => getRemoteFeatures(latch).multiWallet).toBe(true)
    } finally {
      unmount()
    }
  })

  it('names and identity of an address with no name', async () => {
    const latch = latchFor('core-clients')
    await expect(getIdentity(latch, { address: ADDRESS })).resolves.toEqual({ name: null, avatar: null })
    await expect(getNamesForAddress(latch, { address: ADDRESS })).resolves.toEqual([])
    await expect(resolveName(latch, { name: 'nobody-here.latch.local' })).resolves.toBeNull()
    const suggestions = await getNameSuggestions(latch, { name: 'alice' })
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.every((s) => s.registered === false)).toBe(true)
  })

  it("the service accepts every field of core's registration message and refuses a signature that is not the address's", async () => {
    // every field check (service host, suffix, chain, coin type, address) comes before the signature's
    const error = await registerName(latchFor('core-clients'), {
      name: 'alice.latch.local',
      address: ADDRESS,
      chainId: 31337,
      signMessage: async () => `0x${'ab'.repeat(65)}`,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RegisterNameError)
    expect((error as RegisterNameError).shortMessage).toBe('Error registering name alice.latch.local')
    expect((error as RegisterNameError).cause).toMatchObject({
      status: 401,
      serviceCode: 'INVALID_SIGNATURE',
    })
  })

  it('GET /v1/sessions/{id}: an unknown session is a 404 with the service code', async () => {
    await expect(getSessionRecord(latchFor('core-clients'), { id: 'no-such-session' })).rejects.toMatchObject(
      {
        status: 404,
        serviceCode: 'NOT_FOUND',
        shortMessage: 'HTTP status code: 404',
      },
    )
  })

  it('GET /v1/account/{account}/history: an account with no transfers has an empty last page', async () => {
    await expect(
      getTransactions(latchFor('core-clients'), { address: ADDRESS, chainId: 'eip155:31337' }),
    ).resolves.toEqual({ data: [], next: null })
  })

  it('POST /v1/fungible/price: the price table, in the requested currency', async () => {
    const native = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
    const [ether] = await getTokenPrices(latchFor('core-clients'), { addresses: [native], currency: 'eur' })
    expect(ether).toMatchObject({ symbol: 'ETH', price: 1500 })
  })

  it("the chain is down: 'Token Balance Unavailable', then no retry for 30 s", async () => {
    const latch = latchFor('core-clients')
    const params = { address: ADDRESS, chainId: 'eip155:31337' }
    const first = await getTokenBalances(latch, params).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(TokenBalanceUnavailableError)
    expect((first as TokenBalanceUnavailableError).cause).toBeInstanceOf(HttpStatusError)
    const second = await getTokenBalances(latch, params).catch((e: unknown) => e)
    expect(second).toBeInstanceOf(TokenBalanceUnavailableError)
    // no call was made: nothing caused it
    expect((second as TokenBalanceUnavailableError).cause).toBeUndefined()
  })
})
