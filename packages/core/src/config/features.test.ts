import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidConfigError } from '../errors/state'
import { devnetA } from '../test-support/networks'
import type { FeaturesConfig } from './types'

function featuresError(features: unknown): InvalidConfigError {
  try {
    createLatch({ networks: [devnetA], storage: null, features: features as FeaturesConfig })
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('expected InvalidConfigError')
}

describe('config features', () => {
  it('takes every flag of the spec Latch does, the socials list and the wallet feature order', () => {
    const features: FeaturesConfig = {
      send: false,
      receive: true,
      swaps: false,
      onramp: true,
      email: false,
      socials: ['github', 'google'],
      activity: false,
      multiWallet: true,
      legalCheckbox: true,
      smartSessions: false,
      collapseWallets: true,
      pay: false,
      analytics: false,
      allWallets: false,
      walletFeaturesOrder: ['send', 'receive', 'swaps', 'onramp'],
    }
    const termsConditionsUrl = 'https://host.example/terms'
    const latch = createLatch({ networks: [devnetA], storage: null, features, termsConditionsUrl })
    expect(latch.config.features).toEqual(features)
    expect(latch.config.termsConditionsUrl).toBe(termsConditionsUrl)
  })

  it('socials may be true, false or a list; features may be left out', () => {
    for (const socials of [true, false, []] as const) {
      expect(() => createLatch({ networks: [devnetA], storage: null, features: { socials } })).not.toThrow()
    }
    expect(createLatch({ networks: [devnetA], storage: null }).config.features).toBeUndefined()
  })

  it.each([
    'send',
    'receive',
    'swaps',
    'onramp',
    'email',
    'activity',
    'multiWallet',
    'legalCheckbox',
    'smartSessions',
    'collapseWallets',
    'pay',
    'analytics',
    'allWallets',
  ])('a flag that is not a boolean is refused, naming features.%s', (flag) => {
    expect(featuresError({ [flag]: 'yes' }).field).toBe(`features.${flag}`)
  })

  it('a social login the spec does not name is refused, naming features.socials', () => {
    expect(featuresError({ socials: ['google', 'myspace'] }).field).toBe('features.socials')
    expect(featuresError({ socials: 'google' }).field).toBe('features.socials')
  })

  it('a wallet feature order with an unknown feature is refused, naming it', () => {
    expect(featuresError({ walletFeaturesOrder: ['send', 'buy'] }).field).toBe(
      'features.walletFeaturesOrder[1]',
    )
    expect(featuresError({ walletFeaturesOrder: 'send' }).field).toBe('features.walletFeaturesOrder')
  })

  it('features that is not an object is refused, naming features', () => {
    expect(featuresError(true).field).toBe('features')
  })
})
