import { describe, expect, it } from 'vitest'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'

const api = useTestApi()

/**
 * An app with 3 requests per 60 s, a movable clock and the client named by X-Forwarded-For behind one
 * trusted proxy: `call(client)` sends what that proxy would, a client-chosen entry then the address it saw.
 */
function limitedApp(clientIpHeader: string | null = 'x-forwarded-for') {
  const clock = { now: Date.UTC(2030, 0, 1, 0, 0, 10) }
  const app = api.createApp({
    rateLimit: { max: 3, windowSeconds: 60 },
    now: () => clock.now,
    ...(clientIpHeader ? { clientIpHeader } : {}),
  })
  const call = (client: string, projectId = api.project.id, spoofed = '10.0.0.1') =>
    api.request('/getAnalyticsConfig', {
      app,
      projectId,
      headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
    })
  return { app, clock, call }
}

describe('rate limit per project and client', () => {
  it('answers 429 RATE_LIMITED with Retry-After once the window is used up', async () => {
    const { call } = limitedApp()
    for (let i = 0; i < 3; i++) expect((await call('203.0.113.1')).status).toBe(200)
    const limited = await call('203.0.113.1')
    expect(limited.headers.get('retry-after')).toBe('50')
    await expectApiError(limited, 429, 'RATE_LIMITED')
  })

  it('counts each client and each project apart', async () => {
    const { call } = limitedApp()
    for (let i = 0; i < 3; i++) await call('203.0.113.2')
    expect((await call('203.0.113.2')).status).toBe(429)
    expect((await call('203.0.113.3')).status).toBe(200)
    const other = await api.createProject()
    expect((await call('203.0.113.2', other.id)).status).toBe(200)
  })

  it('opens again in the next window', async () => {
    const { call, clock } = limitedApp()
    for (let i = 0; i < 4; i++) await call('203.0.113.4')
    expect((await call('203.0.113.4')).status).toBe(429)
    clock.now += 60_000
    expect((await call('203.0.113.4')).status).toBe(200)
  })

  it('does not count CORS preflights', async () => {
    const { app, call } = limitedApp()
    for (let i = 0; i < 5; i++) {
      const preflight = await api.request('/e', {
        app,
        method: 'OPTIONS',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.5' },
      })
      expect(preflight.status).toBe(204)
    }
    expect((await call('203.0.113.5')).status).toBe(200)
  })

  it('ignores X-Forwarded-For unless the operator names it as trusted', async () => {
    const { call } = limitedApp(null)
    for (let i = 0; i < 3; i++) expect((await call(`198.51.100.${i}`)).status).toBe(200)
    expect((await call('198.51.100.99')).status).toBe(429)
  })

  it('takes the X-Forwarded-For entry the trusted proxy added, so a client-chosen first entry gets no fresh bucket', async () => {
    const { call } = limitedApp()
    for (let i = 0; i < 3; i++)
      expect((await call('203.0.113.10', undefined, `192.0.2.${i}`)).status).toBe(200)
    expect((await call('203.0.113.10', undefined, '192.0.2.99')).status).toBe(429)
  })

  it('counts LATCH_TRUSTED_PROXIES entries from the right, and takes a single-value header as is', async () => {
    const app = api.createApp({
      rateLimit: { max: 1, windowSeconds: 60 },
      clientIpHeader: 'x-forwarded-for',
      trustedProxies: 2,
    })
    const call = (forwardedFor: string) =>
      api.request('/getAnalyticsConfig', { app, headers: { 'x-forwarded-for': forwardedFor } })
    expect((await call('192.0.2.1, 203.0.113.20, 10.0.0.2')).status).toBe(200)
    expect((await call('192.0.2.2, 203.0.113.20, 10.0.0.3')).status).toBe(429)
    expect((await call('203.0.113.21, 10.0.0.2')).status).toBe(200)
    const realIp = api.createApp({ rateLimit: { max: 1, windowSeconds: 60 }, clientIpHeader: 'x-real-ip' })
    const byRealIp = (ip: string) =>
      api.request('/getAnalyticsConfig', { app: realIp, headers: { 'x-real-ip': ip } })
    expect((await byRealIp('203.0.113.22')).status).toBe(200)
    expect((await byRealIp('203.0.113.22')).status).toBe(429)
    expect((await byRealIp('203.0.113.23')).status).toBe(200)
  })

  it('counts an IPv6 client by its /64, so one host cannot rotate through its addresses', async () => {
    const { call } = limitedApp()
    for (let i = 1; i <= 3; i++) expect((await call(`2001:db8:1:2::${i}`)).status).toBe(200)
    expect((await call('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429)
    expect((await call('2001:db8:1:3::1')).status).toBe(200)
  })

  it('counts unknown project ids against the client before looking them up (429, not another 403)', async () => {
    const { call } = limitedApp()
    for (let i = 0; i < 3; i++) expect((await call('203.0.113.30', `missing-${i}`)).status).toBe(403)
    await expectApiError(await call('203.0.113.30', 'missing-3'), 429, 'RATE_LIMITED')
  })

  it('lets the 429 be read by an allowed page (CORS headers on the error)', async () => {
    const { app } = limitedApp()
    const headers = { origin: TEST_ORIGIN, 'x-forwarded-for': '203.0.113.6' }
    for (let i = 0; i < 3; i++) await api.request('/projects/v1/origins', { app, headers })
    const limited = await api.request('/projects/v1/origins', { app, headers })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN)
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After')
  })
})
