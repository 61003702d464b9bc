import { describe, expect, it } from 'vitest'
import { swapPriceImpact } from './swapPriceImpact'

describe('price impact display', () => {
  it('shows two decimals, cut off rather than rounded up', () => {
    expect(swapPriceImpact(0.4271)).toEqual({ text: '0.42%', high: false })
    expect(swapPriceImpact(1.999)).toEqual({ text: '1.99%', high: false })
  })

  it("an impact above 0 that would print as 0 reads '<0.01%'; none reads '0%'", () => {
    expect(swapPriceImpact(0.004).text).toBe('<0.01%')
    expect(swapPriceImpact(0).text).toBe('0%')
    expect(swapPriceImpact(-0.1).text).toBe('0%')
    expect(swapPriceImpact(Number.NaN).text).toBe('0%')
  })

  it('from 5% on it is a warning', () => {
    expect(swapPriceImpact(4.99).high).toBe(false)
    expect(swapPriceImpact(5).high).toBe(true)
    expect(swapPriceImpact(31.5)).toEqual({ text: '31.50%', high: true })
  })
})
