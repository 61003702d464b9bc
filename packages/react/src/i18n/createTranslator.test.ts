import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator'

const catalogue = {
  'common.retryIn': 'Retry in {seconds} s',
  'activity.andMore': { one: '{what} and {count} more', other: '{what} and {count} others' },
  'spec.Please try again after {seconds} seconds': {
    zero: 'zero {seconds}',
    one: 'one {seconds}',
    two: 'two {seconds}',
    few: 'few {seconds}',
    many: 'many {seconds}',
    other: 'other {seconds}',
  },
}

describe('createTranslator', () => {
  it('fills placeholders, numbers written the locale’s way', () => {
    expect(createTranslator('en', catalogue)('common.retryIn', { seconds: 1200 })).toBe('Retry in 1,200 s')
    expect(createTranslator('de', catalogue)('common.retryIn', { seconds: 1200 })).toBe('Retry in 1.200 s')
  })

  it('picks the plural form with Intl.PluralRules from the first number', () => {
    const en = createTranslator('en', catalogue)
    expect(en('activity.andMore', { count: 1, what: 'x' })).toBe('x and 1 more')
    expect(en('activity.andMore', { count: 3, what: 'x' })).toBe('x and 3 others')
    const ar = createTranslator('ar', catalogue)
    const forms = [0, 1, 2, 3, 11, 100].map(
      (seconds) => ar('spec.Please try again after {seconds} seconds', { seconds }).split(' ')[0],
    )
    expect(forms).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'])
  })

  it('reads a missing key from the fallback, else shows the key so the gap is visible', () => {
    const t = createTranslator('de', {}, { 'common.retryIn': 'Retry in {seconds} s' })
    expect(t('common.retryIn', { seconds: 2 })).toBe('Retry in 2 s')
    expect(t('common.retry')).toBe('common.retry')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(createTranslator('en', catalogue)('common.retryIn')).toBe('Retry in {seconds} s')
  })
})
