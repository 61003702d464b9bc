import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { getLatchInternal, getStore } from '../latch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { INVALID_APP_CONFIGURATION } from './alertInvalidAppConfiguration'
import { sendAnalyticsEvent } from './sendAnalyticsEvent'
import { createTestLatch } from './test-support/createTestLatch'
import { startTestServer, type TestServer } from './test-support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer('demo')
})
afterAll(() => server.close())
beforeEach(() => {
  server.reset()
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
  server.on('POST /e', { status: 202, json: { ok: true } })
})

const posted = () => server.requests.filter((r) => r.path === '/e')

const open = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } as const

describe('POST /e (analytics)', () => {
  it('query projectId, st, sv; body eventId, url, domain, timestamp, props', async () => {
    const latch = createTestLatch(server, { metadata: { name: 'Shop', url: 'https://shop.example/cart' } })
    const before = Date.now()
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(true)
    const [request] = posted()
    expect(request?.method).toBe('POST')
    expect(request?.query.get('projectId')).toBe('demo')
    expect(request?.query.get('st')).toBe('latch')
    expect(request?.query.get('sv')).toMatch(/^latch-/)
    expect(request?.body).toMatchObject({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://shop.example/cart',
      domain: 'shop.example',
      props: open,
    })
    const body = request?.body as { timestamp: number } | undefined
    expect(body?.timestamp).toBeGreaterThanOrEqual(before)
  })

  it('props carry the address when connected', async () => {
    const latch = createTestLatch(server)
    getStore(latch).setState({
      accounts: { eip155: { status: 'connected', address: ADDRESS, caipNetworkId: 'eip155:31337' } },
    })
    await sendAnalyticsEvent(latch, open)
    expect(posted()[0]?.body).toMatchObject({ props: { ...open, address: ADDRESS } })
  })

  it('every event has its own id', async () => {
    const latch = createTestLatch(server)
    await sendAnalyticsEvent(latch, open)
    await sendAnalyticsEvent(latch, open)
    const [a, b] = posted().map((r) => (r.body as { eventId: string }).eventId)
    expect(a).not.toBe(b)
  })

  it("analytics 403 shows the alert 'Invalid App Configuration', with a long message that the origin is not on the allowlist", async () => {
    server.on('POST /e', { status: 403, json: { code: 'ORIGIN_NOT_ALLOWED', message: 'not allowed' } })
    const latch = createTestLatch(server)
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(false)
    const { alert } = getStore(latch).getState()
    expect(alert).toMatchObject({ open: true, message: INVALID_APP_CONFIGURATION, variant: 'error' })
    expect(alert.message).toBe('Invalid App Configuration')
    expect(alert.details).toMatch(/not on the allowlist of project demo/)
  })

  it('other failures resolve false, open no alert and never throw', async () => {
    server.on('POST /e', { status: 400, json: { code: 'INVALID_BODY', message: 'bad' } })
    const latch = createTestLatch(server)
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(false)
    expect(getStore(latch).getState().alert.open).toBe(false)
  })

  it('sends nothing when the project disabled analytics', async () => {
    const latch = createTestLatch(server)
    getLatchInternal(latch).api.analyticsEnabled = Promise.resolve(false)
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  it('sends the page origin and path, never its query string or fragment', async () => {
    const latch = createTestLatch(server, {
      metadata: {
        name: 'Shop',
        url: 'https://shop.example/checkout/pay?email=a%40b.example&token=SECRET#card',
      },
    })
    await sendAnalyticsEvent(latch, open)
    expect(posted()[0]?.body).toMatchObject({
      url: 'https://shop.example/checkout/pay',
      domain: 'shop.example',
    })
    expect(JSON.stringify(posted()[0]?.body)).not.toMatch(/SECRET|email|card/)
  })

  it("nothing is sent before the project's analytics setting is known, also before mountLatch asked", async () => {
    server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: false }, delayMs: 50 })
    const latch = createTestLatch(server)
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(false)
    expect(server.requests.map((r) => r.path)).toEqual(['/getAnalyticsConfig'])
  })

  it('the setting is asked once per instance, and events wait for it', async () => {
    server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true }, delayMs: 50 })
    const latch = createTestLatch(server)
    await Promise.all([sendAnalyticsEvent(latch, open), sendAnalyticsEvent(latch, open)])
    expect(server.requests.map((r) => r.path)).toEqual(['/getAnalyticsConfig', '/e', '/e'])
  })

  it('the host turns analytics off with features.analytics: false: no call at all', async () => {
    const latch = createTestLatch(server, { features: { analytics: false } })
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  it('without api config: nothing is sent', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(sendAnalyticsEvent(latch, open)).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
  })
})
