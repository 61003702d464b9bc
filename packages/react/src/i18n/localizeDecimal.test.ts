import { describe, expect, it } from 'vitest'
import { localizeDecimal } from './localizeDecimal'

describe('localizeDecimal', () => {
  it("keeps the spec's floored digits, with the locale's decimal separator and no grouping", () => {
    expect(localizeDecimal('10000.000', 'en')).toBe('10000.000')
    expect(localizeDecimal('1234.567', 'de')).toBe('1234,567')
    expect(localizeDecimal('1234.567', 'fr')).toBe('1234,567')
    expect(localizeDecimal('0.000', 'pt-BR')).toBe('0,000')
  })

  it('never rounds: every digit of a long decimal stays', () => {
    expect(localizeDecimal('123456789012345678.999', 'de')).toBe('123456789012345678,999')
  })

  it('passes anything that is not a plain decimal through', () => {
    expect(localizeDecimal('<0.001', 'de')).toBe('<0.001')
    expect(localizeDecimal('', 'de')).toBe('')
  })
})
