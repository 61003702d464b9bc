import { describe, expect, it } from 'vitest'
import { expectApiError, useTestApi } from '../testing'

const api = useTestApi({ wallets: true })

const ROUTES = [
  '/getWalletImage',
  '/public/getAssetImage',
  '/public/getCurrencyImage',
  '/public/getTokenImage',
]

describe('image routes', () => {
  it.each(ROUTES)('%s/{id} answers a generated SVG with cache headers', async (route) => {
    const response = await api.request(`${route}/usdc`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(response.headers.get('etag')).toMatch(/^".+"$/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|href=/i)
  })

  it("draws a registered wallet's initials and keeps each id's colours", async () => {
    const svg = await (await api.request('/getWalletImage/metamask')).text()
    expect(svg).toContain('>MM</text>')
    expect(svg).toContain('aria-label="MetaMask"')
    expect(await (await api.request('/getWalletImage/metamask')).text()).toBe(svg)
    expect(await (await api.request('/getWalletImage/rainbow')).text()).not.toBe(svg)
    expect(await (await api.request('/public/getTokenImage/usdc')).text()).toContain('>USDC</text>')
  })

  it('answers 304 when If-None-Match names the current ETag', async () => {
    const first = await api.request('/public/getTokenImage/eth')
    const etag = first.headers.get('etag')!
    const again = await api.request('/public/getTokenImage/eth', {
      headers: { 'if-none-match': `W/${etag}, "x"` },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
  })

  it.each([
    ['a space', 'a%20b'],
    ['angle brackets', '%3Cscript%3E'],
    ['Unicode', '%E9%92%B1%E5%8C%85'],
    ['a NUL byte', 'a%00b'],
    ['an over-long id', 'x'.repeat(129)],
    ['a broken escape', '%E0%A4%A'],
  ])('answers 400 INVALID_PARAMS for an id with %s', async (_name, id) => {
    for (const route of ROUTES) {
      await expectApiError(await api.request(`${route}/${id}`), 400, 'INVALID_PARAMS')
    }
  })

  it('needs a project like every call', async () => {
    await expectApiError(
      await api.request('/getWalletImage/metamask', { projectId: null }),
      400,
      'PROJECT_ID_MISSING',
    )
  })
})
