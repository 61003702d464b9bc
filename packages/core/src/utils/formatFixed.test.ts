import { describe, expect, it } from 'vitest'
import { InvalidDecimalsError, InvalidNumberError } from '../errors/number'
import { formatFixed } from './formatFixed'

describe('formatFixed', () => {
  it.each([
    [19_999n, 4, 3, '1.999'],
    [0n, 18, 3, '0.000'],
    [1n, 18, 3, '0.000'],
    [123n, 0, 2, '123.00'],
    [5n, 1, 3, '0.500'],
    [1_234_567n, 3, 0, '1234'],
    [-19_999n, 4, 3, '-1.999'],
    [-1n, 18, 3, '0.000'],
  ])('formatFixed(%s, %i, %i) is %s', (value, decimals, places, expected) => {
    expect(formatFixed(value, decimals, places)).toBe(expected)
  })

  it.each([-1, 1.5, Number.NaN, 256])('rejects decimals %s', (decimals) => {
    expect(() => formatFixed(1n, decimals, 3)).toThrow(InvalidDecimalsError)
    expect(() => formatFixed(1n, 3, decimals)).toThrow(InvalidDecimalsError)
  })

  it('rejects a non-bigint value from untyped callers', () => {
    expect(() => formatFixed(1 as unknown as bigint, 0, 2)).toThrow(InvalidNumberError)
  })
})
