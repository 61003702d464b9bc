import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors/input'
import { LatchError } from '../errors/LatchError'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it.each([
    [1234.5, '$1,234.50'],
    ['1234.5678', '$1,234.56'],
    ['0', '$0.00'],
    ['10', '$10.00'],
    ['7500.00', '$7,500.00'],
    ['0.999', '$0.99'],
    [1.005, '$1.00'],
    [0.1 + 0.2, '$0.30'],
    [19.999, '$19.99'],
    [-2.5, '-$2.50'],
    [1e-9, '$0.00'],
    ['123456789012345678901.999', '$123,456,789,012,345,678,901.99'],
  ] as const)('fiat shows 2 decimals, rounded down: %j is %s', (value, expected) => {
    expect(formatFiat(value, 'usd')).toBe(expected)
  })

  it('usd is the default currency; another currency takes its own sign', () => {
    expect(formatFiat(3)).toBe('$3.00')
    expect(formatFiat('0.5', 'eur')).toBe('€0.50')
  })

  it.each(['', 'abc', '1,000.00', '$5', Number.NaN, Number.POSITIVE_INFINITY])(
    'the decimal library rejects the malformed number %j',
    (value) => {
      expect(() => formatFiat(value)).toThrow(LatchError)
      expect(() => formatFiat(value)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }))
    },
  )

  it('an unknown currency code is refused by name', () => {
    expect(() => formatFiat(1, 'dollars')).toThrow(InvalidInputError)
  })

  it('takes the locale for the separators and the sign, still floored to 2 decimals', () => {
    expect(formatFiat('1234.567', 'eur', 'de')).toBe('1.234,56\u00a0€')
    expect(formatFiat('1234.567', 'usd', 'en-US')).toBe('$1,234.56')
  })
})
