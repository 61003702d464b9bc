import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FEATURES } from '../projects/remoteFeatures'
import { TEST_ORIGIN, useTestApi } from '../testing'

const api = useTestApi()

describe('GET /appkit/v1/config', () => {
  it('answers the spec §9 default remote features', async () => {
    const response = await api.request('/appkit/v1/config')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ features: DEFAULT_REMOTE_FEATURES })
  })

  it("applies the project's overrides feature by feature", async () => {
    const project = await api.createProject({
      features: {
        multi_wallet: { isEnabled: true },
        socials: { config: ['github'] },
        swaps: { isEnabled: false },
      },
    })
    const response = await api.request('/appkit/v1/config', { projectId: project.id })
    const { features } = (await response.json()) as {
      features: { id: string; isEnabled: boolean; config: unknown }[]
    }
    const byId = Object.fromEntries(features.map((feature) => [feature.id, feature]))
    expect(byId.multi_wallet).toEqual({ id: 'multi_wallet', isEnabled: true, config: null })
    expect(byId.socials).toEqual({ id: 'socials', isEnabled: true, config: ['github'] })
    expect(byId.swaps).toEqual({ id: 'swaps', isEnabled: false, config: ['1inch'] })
    expect(byId.onramp).toEqual({ id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] })
  })
})

describe('GET /projects/v1/origins', () => {
  it("answers the project's allowed origins", async () => {
    const response = await api.request('/projects/v1/origins')
    expect(await response.json()).toEqual({ allowedOrigins: [TEST_ORIGIN] })
  })

  it('is readable from an origin that is not allowed, so a page can learn it is not on the list', async () => {
    const response = await api.request('/projects/v1/origins', {
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example')
  })
})

describe('GET /getAnalyticsConfig', () => {
  it('answers isAnalyticsEnabled from the project', async () => {
    const off = await api.createProject({ analyticsEnabled: false })
    expect(await (await api.request('/getAnalyticsConfig')).json()).toEqual({ isAnalyticsEnabled: true })
    expect(await (await api.request('/getAnalyticsConfig', { projectId: off.id })).json()).toEqual({
      isAnalyticsEnabled: false,
    })
  })
})

describe('GET /v1/supported-chains', () => {
  it('lists the configured chains as CAIP-2 ids', async () => {
    const response = await api.request('/v1/supported-chains', { query: { st: 'latch', sv: 'react-0.1.0' } })
    expect(await response.json()).toEqual({ http: ['eip155:31337', 'eip155:31338'], ws: [] })
  })
})
