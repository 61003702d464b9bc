import { describe, expect, it } from 'vitest'
import { WALLET_FEATURES_ORDER, type WalletFeature } from '../constants'
import { DEFAULT_FEATURES, resolveFeatures } from './resolveFeatures'
import { selectWalletFeatures } from './selectWalletFeatures'

const ALL: readonly WalletFeature[] = WALLET_FEATURES_ORDER

describe('selectWalletFeatures', () => {
  it('the wallet features in the default order: onramp, swaps, receive, send', () => {
    expect(
      selectWalletFeatures({
        features: DEFAULT_FEATURES,
        order: DEFAULT_FEATURES.walletFeaturesOrder,
        namespace: 'eip155',
        available: ['send', 'receive', 'swaps', 'onramp'],
      }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it("in the host's order", () => {
    const features = resolveFeatures({ walletFeaturesOrder: ['send', 'receive'] })
    expect(
      selectWalletFeatures({
        features,
        order: features.walletFeaturesOrder,
        namespace: 'eip155',
        available: ALL,
      }),
    ).toEqual(['send', 'receive', 'onramp', 'swaps'])
  })

  it('each only when its feature flag is on', () => {
    const features = resolveFeatures({ swaps: false, send: false })
    expect(selectWalletFeatures({ features, order: ALL, namespace: 'eip155', available: ALL })).toEqual([
      'onramp',
      'receive',
    ])
    const allOff = resolveFeatures({ swaps: false, send: false, onramp: false, receive: false })
    expect(
      selectWalletFeatures({ features: allOff, order: ALL, namespace: 'eip155', available: ALL }),
    ).toEqual([])
  })

  it('each only when the feature exists', () => {
    expect(
      selectWalletFeatures({
        features: DEFAULT_FEATURES,
        order: ALL,
        namespace: 'eip155',
        available: ['receive'],
      }),
    ).toEqual(['receive'])
    expect(
      selectWalletFeatures({ features: DEFAULT_FEATURES, order: ALL, namespace: 'eip155', available: [] }),
    ).toEqual([])
  })

  it('on-ramp chains are eip155 and solana; swaps eip155; send adds bip122 and polkadot; receive every namespace', () => {
    const pick = (namespace: 'eip155' | 'solana' | 'bip122' | 'polkadot') =>
      selectWalletFeatures({ features: DEFAULT_FEATURES, order: ALL, namespace, available: ALL })
    expect(pick('eip155')).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(pick('solana')).toEqual(['onramp', 'receive', 'send'])
    expect(pick('bip122')).toEqual(['receive', 'send'])
    expect(pick('polkadot')).toEqual(['receive', 'send'])
  })

  it('a feature left out of the order is not shown; one listed twice shows once', () => {
    expect(
      selectWalletFeatures({
        features: DEFAULT_FEATURES,
        order: ['send', 'send', 'onramp'],
        namespace: 'eip155',
        available: ALL,
      }),
    ).toEqual(['send', 'onramp'])
  })
})
