import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidConfigError } from '../errors/state'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import { setLocale } from './setLocale'

describe('locale', () => {
  it('starts from config locale, else follows the browser (undefined)', () => {
    expect(
      getStore(createLatch({ networks: [devnetA], storage: null, locale: 'de' })).getState().locale,
    ).toBe('de')
    expect(getStore(createLatch({ networks: [devnetA], storage: null })).getState().locale).toBeUndefined()
  })

  it('refuses a config locale that is not BCP 47, naming the field', () => {
    expect(() => createLatch({ networks: [devnetA], storage: null, locale: 'en_US' })).toThrow(
      InvalidConfigError,
    )
    expect(() => createLatch({ networks: [devnetA], storage: null, locale: 'en_US' })).toThrow(/locale/)
  })

  it('setLocale switches at run time and back to the browser with undefined', () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    setLocale(latch, { locale: 'ar' })
    expect(getStore(latch).getState().locale).toBe('ar')
    setLocale(latch, { locale: undefined })
    expect(getStore(latch).getState().locale).toBeUndefined()
  })

  it('setLocale refuses a malformed tag and keeps the language in use', () => {
    const latch = createLatch({ networks: [devnetA], storage: null, locale: 'fr' })
    expect(() => setLocale(latch, { locale: 'not a tag' })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    )
    expect(getStore(latch).getState().locale).toBe('fr')
  })
})
