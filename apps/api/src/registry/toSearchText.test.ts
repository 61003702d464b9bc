import { describe, expect, it } from 'vitest'
import { toSearchText } from './toSearchText'

describe('toSearchText', () => {
  it('folds case, accents, full-width forms and whitespace', () => {
    expect(toSearchText('  Ｍeta  Mäsk ')).toBe('meta mask')
    expect(toSearchText('Hellō')).toBe('hello')
    expect(toSearchText('αU wallet')).toBe('αu wallet')
  })

  it('keeps scripts without case as they are', () => {
    expect(toSearchText('钱包')).toBe('钱包')
    expect(toSearchText('🦊 Fox')).toBe('🦊 fox')
  })
})
