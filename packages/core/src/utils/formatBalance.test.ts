import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { formatBalance } from './formatBalance'

const ETH = 10n ** 18n

describe('formatBalance', () => {
  it('displayed balance floors to 3 decimals', () => {
    expect(formatBalance((19_999n * ETH) / 10_000n, 18)).toBe('1.999')
    expect(formatBalance(ETH - 1n, 18)).toBe('0.999')
  })

  it('always prints exactly 3 decimals', () => {
    expect(formatBalance(0n, 18)).toBe('0.000')
    expect(formatBalance(ETH, 18)).toBe('1.000')
    expect(formatBalance(15n, 1)).toBe('1.500')
    expect(formatBalance(7n, 0)).toBe('7.000')
  })

  it('uses bigint math, so large balances stay exact', () => {
    expect(formatBalance(10_000n * ETH, 18)).toBe('10000.000')
    expect(formatBalance(123_456_789_012_345_678_901_234_567n, 18)).toBe('123456789.012')
  })

  it('works for 6- and 9-decimal tokens', () => {
    expect(formatBalance(1_234_567n, 6)).toBe('1.234')
    expect(formatBalance(999n, 9)).toBe('0.000')
  })

  it.each([-1, 2.5])('negative or non-integer decimals (%s) raise a LatchError', (decimals) => {
    expect(() => formatBalance(1n, decimals)).toThrow(LatchError)
    expect(() => formatBalance(1n, decimals)).toThrow(expect.objectContaining({ code: 'INVALID_DECIMALS' }))
  })
})
