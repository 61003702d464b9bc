import { describe, expect, it } from 'vitest'
import { InvalidNumberError } from '../errors/number'
import { formatRelativeTime } from './formatRelativeTime'

// Noon, so the dates below are the same calendar day in any time zone from UTC-11 to UTC+11.
const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it.each([
    [30 * 1000, 'now'],
    [MINUTE - 1, 'now'],
    [MINUTE, '1 min'],
    [5 * MINUTE, '5 min'],
    [59 * MINUTE + 59_999, '59 min'],
    [HOUR, '1 hr'],
    [2 * HOUR, '2 hrs'],
    [23 * HOUR, '23 hrs'],
    [DAY, '1 day'],
    [3 * DAY, '3 days'],
    [7 * DAY - 1, '6 days'],
  ])('relative-time labels use short units: %i ms ago is %s', (ago, label) => {
    expect(formatRelativeTime(NOW - ago, NOW)).toBe(label)
  })

  it('from 7 days back: a short date, with the year only when it is not the current one', () => {
    expect(formatRelativeTime(new Date(2026, 10, 14, 12).getTime(), NOW)).toBe('Nov 14')
    expect(formatRelativeTime(new Date(2026, 0, 2, 12).getTime(), NOW)).toBe('Jan 2')
    expect(formatRelativeTime(new Date(2025, 9, 12, 12).getTime(), NOW)).toBe('Oct 12, 2025')
  })

  it('another locale says the same floored counts through Intl.RelativeTimeFormat', () => {
    const inGerman = (ms: number) =>
      new Intl.RelativeTimeFormat('de', { numeric: 'auto', style: 'short' }).format(-ms, 'minute')
    expect(formatRelativeTime(NOW - 5 * MINUTE - 59_000, NOW, 'de')).toBe(inGerman(5))
    expect(formatRelativeTime(NOW - 30_000, NOW, 'de')).toBe('jetzt')
    expect(formatRelativeTime(NOW - 2 * DAY, NOW, 'fr')).toBe('avant-hier')
    expect(formatRelativeTime(NOW - 3 * HOUR, NOW, 'en-GB')).toBe('3 hrs')
  })

  it('another locale writes its dates its own way', () => {
    expect(formatRelativeTime(new Date(2025, 9, 12, 12).getTime(), NOW, 'de')).toBe('12. Okt. 2025')
  })

  it('a time in the future (clock skew) reads now', () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe('now')
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects a timestamp of %s', (value) => {
    expect(() => formatRelativeTime(value, NOW)).toThrow(InvalidNumberError)
    expect(() => formatRelativeTime(NOW, value)).toThrow(InvalidNumberError)
  })
})
