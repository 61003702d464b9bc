import { describe, expect, it } from 'vitest'
import { InvalidNumberError } from '../errors/number'
import { formatRelativeTime } from './formatRelativeTime'

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it.each([
    [30 * 1000, 'just now'],
    [MINUTE - 1, 'just now'],
    [MINUTE, '1 min'],
    [5 * MINUTE, '5 min'],
    [59 * MINUTE + 59_999, '59 min'],
    [HOUR, '1 hr'],
    [2 * HOUR, '2 hrs'],
    [23 * HOUR, '23 hrs'],
    [DAY, '1 d'],
    [3 * DAY, '3 d'],
    [29 * DAY, '29 d'],
    [30 * DAY, '1 mo'],
    [61 * DAY, '2 mo'],
    [362 * DAY, '11 mo'],
    [365 * DAY, '1 yr'],
    [2 * 365 * DAY, '2 yrs'],
  ])('relative-time labels use short units: %i ms ago is %s', (ago, label) => {
    expect(formatRelativeTime(NOW - ago, NOW)).toBe(label)
  })

  it('a time in the future (clock skew) reads just now', () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe('just now')
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects a timestamp of %s', (value) => {
    expect(() => formatRelativeTime(value, NOW)).toThrow(InvalidNumberError)
    expect(() => formatRelativeTime(NOW, value)).toThrow(InvalidNumberError)
  })
})
