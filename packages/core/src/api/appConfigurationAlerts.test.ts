import { beforeEach, describe, expect, it } from 'vitest'
import { mountLatch } from '../actions/mountLatch'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const server = useTestServer('demo')
beforeEach(() => {
  server.reset()
  server.on('GET /appkit/v1/config', { json: { features: [] } })
  server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: false } })
  server.on('GET /projects/v1/origins', { json: { allowedOrigins: ['https://shop.example'] } })
})

/** A page on `url`, mounted as LatchProvider would; resolves the alert once one opens. */
async function alertOnMount(url: string, run: (latch: Latch) => void = () => {}) {
  const latch = createTestLatch(server, { metadata: { name: 'Shop', url } })
  run(latch)
  const unmount = mountLatch(latch)
  try {
    await expect.poll(() => getStore(latch).getState().alert.open, { timeout: 5000 }).toBe(true)
    return getStore(latch).getState().alert
  } finally {
    unmount()
  }
}

/** Mounts and waits until the allowed-origins answer has been read, then returns the alert. */
async function alertAfterOriginsCheck(url: string) {
  const latch = createTestLatch(server, { metadata: { name: 'Shop', url } })
  const unmount = mountLatch(latch)
  await expect
    .poll(() => server.requests.some((r) => r.path === '/projects/v1/origins'), { timeout: 5000 })
    .toBe(true)
  await new Promise((resolve) => setTimeout(resolve, 50))
  unmount()
  return getStore(latch).getState().alert
}

describe('the allowed-origins check runs at start and raises the spec alerts', () => {
  it('an allowed origin raises no alert', async () => {
    expect((await alertAfterOriginsCheck('https://shop.example/cart')).open).toBe(false)
  })

  it('localhost and the default preview patterns are allowed without being listed', async () => {
    expect((await alertAfterOriginsCheck('http://localhost:5173/')).open).toBe(false)
    expect((await alertAfterOriginsCheck('https://pr-7.shop.pages.dev/')).open).toBe(false)
  })

  it('an origin not on the allowlist raises the unverified-domain alert', async () => {
    const alert = await alertOnMount('https://evil.example/')
    expect(alert).toMatchObject({ open: true, variant: 'error', message: 'Unverified Domain' })
    expect(alert.details).toContain('https://evil.example')
    expect(alert.details).toContain('demo')
  })

  it('429 raises Rate Limited', async () => {
    server.on('GET /projects/v1/origins', { status: 429, json: { code: 'RATE_LIMITED', message: 'slow' } })
    const alert = await alertOnMount('https://shop.example/')
    expect(alert).toMatchObject({ open: true, variant: 'error', message: 'Rate Limited' })
    expect(alert.details).toMatch(/rate limit/i)
  })

  it('a status from 500 to 599 raises the server-error alert', async () => {
    server.on('GET /projects/v1/origins', { status: 500, json: { code: 'INTERNAL', message: 'boom' } })
    const alert = await alertOnMount('https://shop.example/')
    expect(alert).toMatchObject({ open: true, variant: 'error', message: 'Server Error' })
    expect(alert.details).toContain('app configuration')
  })
})

describe('403 answers', () => {
  it('a 403 for an unknown project shows the project-not-configured alert, not the allowlist one', async () => {
    const unknown = { status: 403, json: { code: 'PROJECT_NOT_FOUND', message: 'Unknown project "demo"' } }
    server.on('GET /appkit/v1/config', unknown)
    server.on('GET /getAnalyticsConfig', unknown)
    server.on('GET /projects/v1/origins', unknown)
    const alert = await alertOnMount('https://shop.example/')
    expect(alert).toMatchObject({ open: true, variant: 'error', message: 'Project ID Not Configured' })
    expect(alert.details).toContain('demo')
    expect(alert.details).not.toMatch(/allowlist/)
  })

  it("an origin not on the allowlist (403) shows 'Invalid App Configuration' with the long allowlist message", async () => {
    const refused = { status: 403, json: { code: 'ORIGIN_NOT_ALLOWED', message: 'not allowed' } }
    server.on('GET /appkit/v1/config', refused)
    server.on('GET /getAnalyticsConfig', refused)
    const alert = await alertOnMount('https://shop.example/')
    expect(alert).toMatchObject({ open: true, message: 'Invalid App Configuration' })
    expect(alert.details).toMatch(/Origin https:\/\/shop\.example is not on the allowlist of project demo/)
  })
})
