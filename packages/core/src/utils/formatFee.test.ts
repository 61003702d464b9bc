import { describe, expect, it } from 'vitest'
import { formatFee } from './formatFee'

describe('formatFee: the send preview network fee', () => {
  it('floors to 3 decimals like a displayed balance when the fee is at least 0.001', () => {
    expect(formatFee(1_234_567_000_000_000n, 18)).toBe('0.001')
    expect(formatFee(2n * 10n ** 18n, 18)).toBe('2.000')
  })

  it('keeps the first two significant digits of a fee under 0.001, never showing it as 0.000', () => {
    expect(formatFee(21_000_000_000_000n, 18)).toBe('0.000021')
    expect(formatFee(21_987_000_000_000n, 18)).toBe('0.000021')
    expect(formatFee(1n, 18)).toBe('0.000000000000000001')
    expect(formatFee(900n, 6)).toBe('0.0009')
  })

  it('shows a zero fee as 0.000', () => {
    expect(formatFee(0n, 18)).toBe('0.000')
  })
})
