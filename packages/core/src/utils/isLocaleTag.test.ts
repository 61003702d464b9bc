import { describe, expect, it } from 'vitest'
import { isLocaleTag } from './isLocaleTag'

describe('isLocaleTag', () => {
  it.each(['en', 'de', 'pt-BR', 'zh-Hant-TW', 'ar'])('accepts %s', (tag) => {
    expect(isLocaleTag(tag)).toBe(true)
  })
  it.each(['', 'en_US', 'english!', 'x', 42, undefined, `en-${'a'.repeat(40)}`])('refuses %s', (tag) => {
    expect(isLocaleTag(tag)).toBe(false)
  })
})
