import { describe, expect, it } from 'vitest'
import { sayInEnglish } from '../i18n/test-support/sayInEnglish'
import { valueLine } from './callLines'

describe('valueLine: a value in the chain’s native currency', () => {
  it('ETH when the chain names none; the chain’s own symbol and decimals when it does', () => {
    expect(sayInEnglish(valueLine(10n ** 18n, {}))).toBe('Value: 1 ETH')
    expect(
      sayInEnglish(
        valueLine(15n * 10n ** 17n, { nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } }),
      ),
    ).toBe('Value: 1.5 POL')
    expect(
      sayInEnglish(valueLine(1234n, { nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } })),
    ).toBe('Value: 0.001234 SIX')
  })
})
