import { describe, expect, it } from 'vitest'
import { formatUnits } from './formatUnits'

describe('formatUnits', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [10n ** 18n, 18, '1'],
    [1n, 18, '0.000000000000000001'],
    [0n, 6, '0'],
    [42n, 0, '42'],
    [1_000_000n, 6, '1'],
  ])('%s units with %i decimals is %s exactly', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})
