import { describe, expect, it } from 'vitest'
import { resolveLocale } from './resolveLocale'

describe('resolveLocale', () => {
  it('takes the configured locale, or its language', () => {
    expect(resolveLocale('de', ['fr'])).toBe('de')
    expect(resolveLocale('de-AT', [])).toBe('de')
    expect(resolveLocale('PT-br', [])).toBe('pt-BR')
  })

  it('without one, the first browser language Latch speaks', () => {
    expect(resolveLocale(undefined, ['xx', 'fr-CA', 'de'])).toBe('fr')
    expect(resolveLocale(undefined, ['zh-Hant-HK'])).toBe('zh-TW')
    expect(resolveLocale(undefined, ['zh'])).toBe('zh-CN')
    expect(resolveLocale(undefined, ['pt-PT'])).toBe('pt-BR')
  })

  it('falls back to English', () => {
    expect(resolveLocale(undefined, [])).toBe('en')
    expect(resolveLocale('fa', ['de'])).toBe('en')
  })
})
