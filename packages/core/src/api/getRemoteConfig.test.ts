import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { createLatch } from '../createLatch'
import { devnetA } from '../test-support/networks'
import { ApiNotConfiguredError, InvalidApiResponseError } from './errors'
import { getAnalyticsConfig } from './getAnalyticsConfig'
import { getRemoteConfig, toRemoteFeatures } from './getRemoteConfig'
import { getSupportedChains } from './getSupportedChains'
import { createTestLatch } from './test-support/createTestLatch'
import { useTestServer } from './test-support/testServer'

const server = useTestServer()
beforeEach(() => server.reset())

const bare = () => createLatch({ networks: [devnetA], storage: null })

describe('GET /appkit/v1/config → features', () => {
  it('reads the features the service answers', async () => {
    server.on('GET /appkit/v1/config', {
      json: {
        features: [
          { id: 'swaps', isEnabled: false, config: null },
          { id: 'onramp', isEnabled: true, config: ['meld'] },
          { id: 'email', isEnabled: false, config: null },
          { id: 'socials', isEnabled: true, config: ['github'] },
          { id: 'activity', isEnabled: false, config: null },
          { id: 'reown_branding', isEnabled: false, config: null },
          { id: 'multi_wallet', isEnabled: true, config: null },
          { id: 'something_new', isEnabled: true, config: null },
        ],
      },
    })
    await expect(getRemoteConfig(createTestLatch(server))).resolves.toEqual({
      swaps: false,
      onramp: ['meld'],
      email: false,
      socials: ['github'],
      activity: false,
      branding: false,
      multiWallet: true,
    })
  })

  it('default remote features: swaps via 1inch, onramp meld and coinbase, email, socials, activity, branding on, multiWallet off', async () => {
    server.on('GET /appkit/v1/config', { json: { features: [] } })
    await expect(getRemoteConfig(createTestLatch(server))).resolves.toEqual(DEFAULT_REMOTE_FEATURES)
    expect(toRemoteFeatures([])).toEqual({
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      branding: true,
      multiWallet: false,
    })
  })

  it('an enabled list feature without config keeps the default providers', () => {
    expect(toRemoteFeatures([{ id: 'swaps', isEnabled: true, config: null }]).swaps).toEqual(['1inch'])
  })

  it('without api config: the spec defaults, no call', async () => {
    await expect(getRemoteConfig(bare())).resolves.toBe(DEFAULT_REMOTE_FEATURES)
  })

  it('a malformed answer throws', async () => {
    server.on('GET /appkit/v1/config', { json: { features: { email: true } } })
    await expect(getRemoteConfig(createTestLatch(server))).rejects.toBeInstanceOf(InvalidApiResponseError)
  })
})

describe('GET /getAnalyticsConfig → isAnalyticsEnabled', () => {
  it('answers isAnalyticsEnabled', async () => {
    server.on('GET /getAnalyticsConfig', { json: { isAnalyticsEnabled: true } })
    await expect(getAnalyticsConfig(createTestLatch(server))).resolves.toEqual({ isAnalyticsEnabled: true })
  })

  it('without api config: analytics off, no call', async () => {
    await expect(getAnalyticsConfig(bare())).resolves.toEqual({ isAnalyticsEnabled: false })
  })
})

describe('GET v1/supported-chains', () => {
  it('answers the chains served over http and ws', async () => {
    server.on('GET /v1/supported-chains', { json: { http: ['eip155:31337'], ws: [] } })
    await expect(getSupportedChains(createTestLatch(server))).resolves.toEqual({
      http: ['eip155:31337'],
      ws: [],
    })
  })

  it('without api config throws ApiNotConfiguredError', async () => {
    await expect(getSupportedChains(bare())).rejects.toBeInstanceOf(ApiNotConfiguredError)
  })
})
