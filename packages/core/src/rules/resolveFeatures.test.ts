import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import type { RemoteFeatures } from '../types/remoteConfig'
import { DEFAULT_FEATURES, resolveFeatures } from './resolveFeatures'

const remote = (over: Partial<RemoteFeatures>): RemoteFeatures => ({ ...DEFAULT_REMOTE_FEATURES, ...over })

describe('resolveFeatures', () => {
  it("feature flags' defaults: all on except multiWallet (default off), legalCheckbox, smartSessions, collapseWallets and pay", () => {
    expect(resolveFeatures()).toEqual({
      send: true,
      receive: true,
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      multiWallet: false,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
      analytics: true,
      allWallets: true,
      branding: true,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
    expect(resolveFeatures({}, DEFAULT_REMOTE_FEATURES)).toEqual(DEFAULT_FEATURES)
  })

  it("the remote config's features applied: a feature the project has off is off, even when the host set true", () => {
    const features = resolveFeatures(
      { swaps: true, onramp: true, email: true, socials: true, activity: true, multiWallet: true },
      remote({
        swaps: false,
        onramp: false,
        email: false,
        socials: false,
        activity: false,
        multiWallet: false,
      }),
    )
    expect(features).toMatchObject({
      swaps: false,
      onramp: false,
      email: false,
      socials: false,
      activity: false,
      multiWallet: false,
    })
  })

  it("the host's explicit false wins over a remote true", () => {
    const features = resolveFeatures(
      { swaps: false, onramp: false, email: false, socials: false, activity: false, multiWallet: false },
      remote({ multiWallet: true }),
    )
    expect(features).toMatchObject({
      swaps: false,
      onramp: false,
      email: false,
      socials: false,
      activity: false,
      multiWallet: false,
    })
  })

  it("the project's providers are kept: swaps via its swap providers, onramp via its on-ramp providers", () => {
    const features = resolveFeatures({}, remote({ swaps: ['0x'], onramp: ['meld'] }))
    expect(features.swaps).toEqual(['0x'])
    expect(features.onramp).toEqual(['meld'])
  })

  it('an enabled feature with no provider at all is off', () => {
    const features = resolveFeatures({}, remote({ swaps: [], onramp: [], socials: [] }))
    expect(features).toMatchObject({ swaps: false, onramp: false, socials: false })
  })

  it('multiWallet (default off) is on when the project turns it on and the host left it out', () => {
    expect(resolveFeatures({}, remote({ multiWallet: true })).multiWallet).toBe(true)
    expect(resolveFeatures({}, remote({})).multiWallet).toBe(false)
  })

  it("without the project's features (no api config, not fetched yet, fetch failed) the host's multiWallet: true stands", () => {
    expect(resolveFeatures({ multiWallet: true }).multiWallet).toBe(true)
    expect(resolveFeatures({}).multiWallet).toBe(false)
  })

  it("socials: the host's list keeps its order, less the ones the project has off", () => {
    expect(resolveFeatures({ socials: ['github', 'google', 'apple'] }).socials).toEqual([
      'github',
      'google',
      'apple',
    ])
    expect(
      resolveFeatures({ socials: ['github', 'google', 'github'] }, remote({ socials: ['google', 'x'] }))
        .socials,
    ).toEqual(['google'])
    expect(resolveFeatures({ socials: ['apple'] }, remote({ socials: ['google'] })).socials).toBe(false)
  })

  it("socials left out or true: the project's list in its order, without providers the modal does not know", () => {
    expect(resolveFeatures({}, remote({ socials: ['x', 'myspace', 'google'] })).socials).toEqual([
      'x',
      'google',
    ])
    expect(resolveFeatures({ socials: true }, remote({ socials: ['apple'] })).socials).toEqual(['apple'])
  })

  it('send, receive, allWallets and the other host-only flags take the host value, the project has no say', () => {
    const features = resolveFeatures(
      {
        send: false,
        receive: false,
        allWallets: false,
        legalCheckbox: true,
        smartSessions: true,
        collapseWallets: true,
        pay: true,
      },
      remote({}),
    )
    expect(features).toMatchObject({
      send: false,
      receive: false,
      allWallets: false,
      legalCheckbox: true,
      smartSessions: true,
      collapseWallets: true,
      pay: true,
    })
  })

  it("branding is the project's alone (remote reown_branding), on until it says otherwise", () => {
    expect(resolveFeatures({}).branding).toBe(true)
    expect(resolveFeatures({}, remote({ branding: false })).branding).toBe(false)
    expect(resolveFeatures({}, remote({ branding: true })).branding).toBe(true)
  })

  it('analytics: false when the host turned it off, otherwise left to the project (true here)', () => {
    expect(resolveFeatures({ analytics: false }).analytics).toBe(false)
    expect(resolveFeatures({}).analytics).toBe(true)
  })

  it("default wallet feature order is onramp, swaps, receive, send; the host's order comes first, the rest follow", () => {
    expect(resolveFeatures({ walletFeaturesOrder: ['send', 'receive'] }).walletFeaturesOrder).toEqual([
      'send',
      'receive',
      'onramp',
      'swaps',
    ])
    expect(resolveFeatures({ walletFeaturesOrder: ['swaps', 'swaps'] }).walletFeaturesOrder).toEqual([
      'swaps',
      'onramp',
      'receive',
      'send',
    ])
  })
})
