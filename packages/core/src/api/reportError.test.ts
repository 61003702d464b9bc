import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from '../constants'
import { createLatch } from '../createLatch'
import { ConnectionRejectedError } from '../errors/connection'
import { getLatchInternal } from '../latch'
import { devnetA } from '../test-support/networks'
import { reportError } from './reportError'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const server = useTestServer()
const posted = () => server.requests.filter((r) => r.path === '/e')
beforeEach(() => {
  server.reset()
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
  server.on('POST /e', { status: 202, json: {} })
  // only Date is faked: the real sockets and the helper's own timers keep running
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

function advance(ms: number) {
  vi.setSystemTime(Date.now() + ms)
}

describe('errors are also posted to analytics as type error with name, message and stack', () => {
  it('posts { type: error, name, message, stack }', async () => {
    const latch = createTestLatch(server)
    const error = new ConnectionRejectedError({ details: 'wallet said no' })
    await expect(reportError(latch, { error })).resolves.toBe(true)
    expect(posted()[0]?.body).toMatchObject({
      props: {
        type: 'error',
        name: 'ConnectionRejectedError',
        message: expect.stringContaining('Connection rejected'),
        stack: expect.stringContaining('ConnectionRejectedError'),
      },
    })
  })

  it('a thrown string or object is reported with the parsed message', async () => {
    const latch = createTestLatch(server)
    await reportError(latch, { error: 'Popup closed' })
    await reportError(latch, { error: { name: 'ConnectError', message: 'Failed to connect' } })
    expect(posted().map((r) => (r.body as { props: unknown }).props)).toEqual([
      { type: 'error', name: 'Error', message: 'Popup closed' },
      { type: 'error', name: 'ConnectError', message: 'Failed to connect' },
    ])
  })
})

describe('error reports are analytics: same gating, same URL rule', () => {
  it('a project without analytics gets no error report', async () => {
    server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: false } })
    await expect(reportError(createTestLatch(server), { error: new Error('boom') })).resolves.toBe(false)
    expect(posted()).toHaveLength(0)
  })

  it('the host turning analytics off stops error reports too, with no call', async () => {
    const latch = createTestLatch(server, { features: { analytics: false } })
    await expect(reportError(latch, { error: new Error('boom') })).resolves.toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  it('URLs in the message and stack lose their query string and fragment', async () => {
    const latch = createTestLatch(server)
    await reportError(latch, {
      error: {
        name: 'TypeError',
        message: 'failed on https://shop.example/cart?token=SECRET#pay',
        stack: 'TypeError: x\n    at pay (https://shop.example/cart?token=SECRET#pay:12:5)',
      },
    })
    expect(posted()[0]?.body).toMatchObject({
      props: {
        message: 'failed on https://shop.example/cart',
        stack: 'TypeError: x\n    at pay (https://shop.example/cart:12:5)',
      },
    })
  })
})

describe('error reports: at most 5 per 60 s', () => {
  it('the sixth report within 60 s is dropped', async () => {
    const latch = createTestLatch(server)
    const sent = []
    for (let i = 0; i < ERROR_REPORTS_MAX + 1; i++) {
      sent.push(await reportError(latch, { error: new Error(`boom ${i}`) }))
      advance(1000)
    }
    expect(sent).toEqual([true, true, true, true, true, false])
    expect(posted()).toHaveLength(5)
  })

  it('the limit is checked at once, before any await: a burst sends 5', async () => {
    const latch = createTestLatch(server)
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reportError(latch, { error: new Error(`${i}`) })),
    )
    expect(sent.filter(Boolean)).toHaveLength(5)
    expect(posted()).toHaveLength(5)
  })

  it('a report is allowed again once the oldest is 60 s old (sliding window)', async () => {
    const latch = createTestLatch(server)
    for (let i = 0; i < 5; i++) {
      await reportError(latch, { error: new Error(`${i}`) })
      advance(10_000)
    }
    // the first report was 50 s ago
    await expect(reportError(latch, { error: new Error('too soon') })).resolves.toBe(false)
    advance(ERROR_REPORTS_WINDOW_MS - 50_000)
    await expect(reportError(latch, { error: new Error('first slot free') })).resolves.toBe(true)
    await expect(reportError(latch, { error: new Error('second not yet') })).resolves.toBe(false)
    expect(posted()).toHaveLength(6)
  })

  it('each instance has its own limit', async () => {
    const a = createTestLatch(server)
    const b = createTestLatch(server)
    for (let i = 0; i < 5; i++) await reportError(a, { error: new Error(`${i}`) })
    await expect(reportError(a, { error: new Error('a6') })).resolves.toBe(false)
    await expect(reportError(b, { error: new Error('b1') })).resolves.toBe(true)
  })

  it('without api config nothing is sent or counted', async () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    await expect(reportError(latch, { error: new Error('x') })).resolves.toBe(false)
    expect(getLatchInternal(latch).api.errorReportTimes).toHaveLength(0)
    expect(server.requests).toHaveLength(0)
  })
})
