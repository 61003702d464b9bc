import { describe, expect, it } from 'vitest'
import { tokenBalance } from '../test-support/tokens'
import { formatFiat } from '../utils/formatFiat'
import { sumTokenValues } from './sumTokenValues'

describe('sumTokenValues', () => {
  it('total value in fiat is the sum of the tokens value, shown with 2 decimals', () => {
    const tokens = [
      tokenBalance({ value: 3000 }),
      tokenBalance({ value: 12.5 }),
      tokenBalance({ value: 0.004 }),
    ]
    expect(formatFiat(sumTokenValues(tokens), 'usd')).toBe('$3,012.50')
  })

  it('adds as decimals: 0.1 + 0.2 is exactly 0.3', () => {
    expect(sumTokenValues([tokenBalance({ value: 0.1 }), tokenBalance({ value: 0.2 })])).toBe('0.300000000')
  })

  it('no tokens: zero', () => {
    expect(formatFiat(sumTokenValues([]))).toBe('$0.00')
  })
})
