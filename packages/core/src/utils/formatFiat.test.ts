import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it.each([
    ['1234.5678', '1234.56'],
    ['0', '0.00'],
    ['10', '10.00'],
    ['7500.00', '7500.00'],
    ['0.999', '0.99'],
    [1.005, '1.00'],
    [0.1 + 0.2, '0.30'],
    [19.999, '19.99'],
    [-2.5, '-2.50'],
    [1e-9, '0.00'],
  ] as const)('fiat shows 2 decimals, rounded down: %j is %s', (value, expected) => {
    expect(formatFiat(value)).toBe(expected)
  })

  it.each(['', 'abc', '1,000.00', '$5', Number.NaN, Number.POSITIVE_INFINITY])(
    'the decimal library rejects the malformed number %j',
    (value) => {
      expect(() => formatFiat(value)).toThrow(LatchError)
      expect(() => formatFiat(value)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }))
    },
  )
})
