import { describe, expect, it } from 'vitest'
import { InvalidNumberError } from '../errors/number'
import { parseDecimal } from './parseDecimal'

describe('parseDecimal', () => {
  it.each([
    ['12.349', 2, 1234n],
    ['0.1', 18, 100_000_000_000_000_000n],
    ['7', 0, 7n],
    ['7.', 2, 700n],
    ['.5', 2, 50n],
    ['+3.14', 2, 314n],
    ['-1.239', 2, -123n],
    ['-0.001', 2, 0n],
    [' 42 ', 0, 42n],
    ['1e3', 0, 1000n],
    ['1.5E-2', 3, 15n],
    [1e-7, 9, 100n],
    [1e21, 0, 1_000_000_000_000_000_000_000n],
    [0.1 + 0.2, 2, 30n],
    ['000123', 0, 123n],
  ] as const)('parseDecimal(%j, %i) is %s', (value, decimals, expected) => {
    expect(parseDecimal(value, decimals)).toBe(expected)
  })

  it.each(['', '  ', '.', '-', 'abc', '1,5', '1.2.3', '0x10', '1_000', 'Infinity', 'NaN', '1e', '1e99999'])(
    'the decimal library rejects the malformed number %j',
    (value) => {
      expect(() => parseDecimal(value, 2)).toThrow(InvalidNumberError)
    },
  )

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'rejects the number %s',
    (value) => {
      expect(() => parseDecimal(value, 2)).toThrow(InvalidNumberError)
    },
  )

  it('rejects a non-string, non-number from untyped callers', () => {
    expect(() => parseDecimal({} as unknown as string, 2)).toThrow(InvalidNumberError)
  })
})
