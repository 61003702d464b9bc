import { describe, expect, it } from 'vitest'
import { expectApiError, TEST_ORIGIN, useTestApi } from '../testing'

const api = useTestApi()

const crossSite = (mode: string) => ({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': mode })

describe('cross-site requests a page cannot read', () => {
  it('refuses a cross-site no-cors request (an <img> pointing at a JSON route) with 403 CROSS_SITE_REQUEST', async () => {
    const response = await api.request('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance', {
      query: { forceUpdate: 'true' },
      headers: { ...crossSite('no-cors'), 'sec-fetch-dest': 'image' },
    })
    await expectApiError(response, 403, 'CROSS_SITE_REQUEST')
    await expectApiError(
      await api.request('/getWallets', { headers: crossSite('navigate') }),
      403,
      'CROSS_SITE_REQUEST',
    )
  })

  it('keeps images loadable from any site, and lets CORS calls, same-site calls and servers through', async () => {
    const image = await api.request('/public/getTokenImage/eth', { headers: crossSite('no-cors') })
    expect(image.status).toBe(200)
    const wallet = await api.request('/getWalletImage/metamask', { headers: crossSite('no-cors') })
    expect(wallet.status).toBe(200)
    const fromPage = await api.request('/getAnalyticsConfig', {
      headers: { ...crossSite('cors'), origin: TEST_ORIGIN },
    })
    expect(fromPage.status).toBe(200)
    const sameSite = await api.request('/getAnalyticsConfig', {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
    })
    expect(sameSite.status).toBe(200)
    expect((await api.request('/getAnalyticsConfig')).status).toBe(200)
  })
})
