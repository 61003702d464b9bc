import { describe, expect, it } from 'vitest'
import { formatMonth } from './formatMonth'

describe('formatMonth', () => {
  it('names the month in the locale, with the year only when it is not the current one', () => {
    expect(formatMonth(2026, 10, 2026, 'en')).toBe('November')
    expect(formatMonth(2025, 9, 2026, 'en')).toBe('October 2025')
    expect(formatMonth(2025, 2, 2026, 'de')).toBe('März 2025')
  })
})
