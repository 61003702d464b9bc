import { describe, expect, it } from 'vitest'
import { InvalidNumberError } from '../errors/number'
import { formatQuantity } from './formatQuantity'

describe('formatQuantity', () => {
  it.each([
    ['1234.56789', '1234.567'],
    ['1.9999999999999999999', '1.999'],
    ['0.0009', '0.000'],
    ['5', '5.000'],
    ['1000000000000000000000.1239', '1000000000000000000000.123'],
  ])('displayed quantity floors to 3 decimals: %s is %s', (numeric, expected) => {
    expect(formatQuantity(numeric)).toBe(expected)
  })

  it.each(['', '1,5', 'NaN'])('the decimal library rejects the malformed number %j', (numeric) => {
    expect(() => formatQuantity(numeric)).toThrow(InvalidNumberError)
  })
})
