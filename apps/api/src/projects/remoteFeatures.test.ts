import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FEATURES, resolveRemoteFeatures } from './remoteFeatures'

describe('resolveRemoteFeatures', () => {
  it('answers the spec §9 defaults without overrides: multiWallet off, the rest on', () => {
    expect(resolveRemoteFeatures({})).toEqual(DEFAULT_REMOTE_FEATURES)
    expect(
      DEFAULT_REMOTE_FEATURES.filter((feature) => !feature.isEnabled).map((feature) => feature.id),
    ).toEqual(['multi_wallet'])
  })

  it('overrides isEnabled and config separately, and can clear a config', () => {
    const features = resolveRemoteFeatures({
      onramp: { config: ['coinbase'] },
      email: { isEnabled: false },
      swaps: { config: null },
    })
    expect(features.find((feature) => feature.id === 'onramp')).toEqual({
      id: 'onramp',
      isEnabled: true,
      config: ['coinbase'],
    })
    expect(features.find((feature) => feature.id === 'email')).toEqual({
      id: 'email',
      isEnabled: false,
      config: null,
    })
    expect(features.find((feature) => feature.id === 'swaps')).toEqual({
      id: 'swaps',
      isEnabled: true,
      config: null,
    })
  })
})
