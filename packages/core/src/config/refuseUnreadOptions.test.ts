import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidConfigError } from '../errors/state'
import { devnetA } from '../test-support/networks'
import type { LatchConfig } from './types'

/** What createLatch throws for `extra` next to a network, as the host reads it. */
function refusal(extra: Record<string, unknown>): InvalidConfigError {
  try {
    createLatch({ networks: [devnetA], storage: null, ...extra } as LatchConfig)
  } catch (error) {
    if (error instanceof InvalidConfigError) return error
    throw error
  }
  throw new Error('expected InvalidConfigError')
}

describe('options createLatch would otherwise take and ignore', () => {
  it('a key it does not know is refused, named, with INVALID_CONFIG', () => {
    const error = refusal({ enableAnalytics: true })
    expect(error.code).toBe('INVALID_CONFIG')
    expect(error.field).toBe('enableAnalytics')
    expect(error.message).toContain('enableAnalytics: not an option of createLatch')
  })

  it("another toolkit's name for an option says where Latch holds it", () => {
    expect(refusal({ termsOfServiceUrl: 'https://host.example/terms' }).details).toBe(
      'termsOfServiceUrl: Latch calls it termsConditionsUrl',
    )
    expect(refusal({ allWallets: false }).details).toBe(
      'allWallets: it is a feature flag: features.allWallets',
    )
    expect(refusal({ themeMode: 'dark' }).details).toContain("set theme: 'light', 'dark' or 'system'")
  })

  it('a feature flag the spec does not name is refused, named under features', () => {
    expect(refusal({ features: { legalCheckBox: true } }).field).toBe('features.legalCheckBox')
  })

  it.each([
    ['smartSessions', 'Latch has no smart sessions yet'],
    ['pay', 'Latch has no pay flow yet'],
  ])('features.%s: true is refused (Latch does not do it yet); false is taken', (flag, reason) => {
    const error = refusal({ features: { [flag]: true } })
    expect(error.field).toBe(`features.${flag}`)
    expect(error.details).toContain(reason)
    expect(() =>
      createLatch({ networks: [devnetA], storage: null, features: { [flag]: false } }),
    ).not.toThrow()
  })

  it('legalCheckbox without terms or a privacy policy is refused: there would be nothing to agree to', () => {
    const error = refusal({ features: { legalCheckbox: true } })
    expect(error.field).toBe('features.legalCheckbox')
    expect(error.details).toContain('set termsConditionsUrl, privacyPolicyUrl or both')
    for (const link of [
      { termsConditionsUrl: 'https://host.example/terms' },
      { privacyPolicyUrl: 'https://host.example/privacy' },
    ])
      expect(() =>
        createLatch({ networks: [devnetA], storage: null, features: { legalCheckbox: true }, ...link }),
      ).not.toThrow()
  })

  it('terms and privacy links must be http(s) URLs, named', () => {
    expect(refusal({ termsConditionsUrl: 'javascript:alert(1)' }).field).toBe('termsConditionsUrl')
    expect(refusal({ privacyPolicyUrl: 'privacy.html' }).field).toBe('privacyPolicyUrl')
  })

  it('every option the types declare is known (theme included)', () => {
    expect(() =>
      createLatch({ networks: [devnetA], storage: null, theme: 'dark', locale: 'de', embedded: false }),
    ).not.toThrow()
  })
})
