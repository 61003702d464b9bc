import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { devnetA } from '../test-support/networks'
import { getAssetImageUrl } from './getAssetImageUrl'
import { getCurrencyImageUrl } from './getCurrencyImageUrl'
import { getNetworkImageUrl } from './getNetworkImageUrl'
import { getTokenImageUrl } from './getTokenImageUrl'
import { getWalletImageUrl } from './getWalletImageUrl'
import { createTestLatch } from './test-support/createTestLatch'
import { startTestServer, type TestServer } from './test-support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer('img-project')
})
afterAll(() => server.close())

describe('GET /getWalletImage/{id}, /public/getAssetImage/{id}, /public/getCurrencyImage/{id}, /public/getTokenImage/{id}', () => {
  it.each([
    { name: 'getWalletImageUrl', build: getWalletImageUrl, path: '/getWalletImage/w%201' },
    { name: 'getAssetImageUrl', build: getAssetImageUrl, path: '/public/getAssetImage/w%201' },
    { name: 'getCurrencyImageUrl', build: getCurrencyImageUrl, path: '/public/getCurrencyImage/w%201' },
    { name: 'getTokenImageUrl', build: getTokenImageUrl, path: '/public/getTokenImage/w%201' },
  ])('$name builds the image URL with projectId, st and sv', async ({ build, path }) => {
    const url = build(createTestLatch(server), { id: 'w 1' })
    expect(url).toBe(`${server.url}${path}?projectId=img-project&st=latch&sv=latch-0.1.0`)
    // the URL is fetchable as is (what an <img src> does)
    server.on(`GET ${path}`, {
      text: '<svg/>',
      headers: { 'content-type': 'image/svg+xml' },
    })
    const response = await fetch(url!)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(server.requests.at(-1)?.query.get('projectId')).toBe('img-project')
  })

  it('undefined without api config or without an id, so the UI shows its placeholder', () => {
    const bare = createLatch({ networks: [devnetA], storage: null })
    expect(getWalletImageUrl(bare, { id: 'w1' })).toBeUndefined()
    expect(getTokenImageUrl(createTestLatch(server), { id: undefined })).toBeUndefined()
    expect(getAssetImageUrl(createTestLatch(server), { id: null })).toBeUndefined()
    expect(getCurrencyImageUrl(createTestLatch(server), { id: '' })).toBeUndefined()
  })
})

describe("a network's image (spec §7: networks show the services' asset image)", () => {
  it("is the host's imageUrl, else the asset route by imageId, else by its CAIP-2 id", () => {
    const latch = createTestLatch(server)
    const query = '?projectId=img-project&st=latch&sv=latch-0.1.0'
    expect(getNetworkImageUrl(latch, { network: devnetA })).toBe(
      `${server.url}/public/getAssetImage/${encodeURIComponent(devnetA.caipNetworkId)}${query}`,
    )
    expect(getNetworkImageUrl(latch, { network: { ...devnetA, imageId: 'anvil-logo' } })).toBe(
      `${server.url}/public/getAssetImage/anvil-logo${query}`,
    )
    const imageUrl = 'https://cdn.example/anvil.png'
    expect(getNetworkImageUrl(latch, { network: { ...devnetA, imageUrl } })).toBe(imageUrl)
  })
})
