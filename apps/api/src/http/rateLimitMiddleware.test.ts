import { describe, expect, it } from 'vitest'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'

const api = useTestApi()

/** An app with 3 requests per 60 s, a movable clock and the client named by X-Forwarded-For. */
function limitedApp(clientIpHeader: string | null = 'x-forwarded-for') {
  const clock = { now: Date.UTC(2030, 0, 1, 0, 0, 10) }
  const app = api.createApp({
    rateLimit: { max: 3, windowSeconds: 60 },
    now: () => clock.now,
    ...(clientIpHeader ? { clientIpHeader } : {}),
  })
  const call = (client: string, projectId = api.project.id) =>
    api.request('/getAnalyticsConfig', {
      app,
      projectId,
      headers: { 'x-forwarded-for': `${client}, 10.0.0.1` },
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
