import { describe, expect, it } from 'vitest'
import { swapRate } from './swapRate'

describe('the rate: what one whole token sold buys at the quote', () => {
  it('1 ETH for 1996.006018 LUSD reads 1996.006, floored to 3 decimals like a balance', () => {
    expect(
      swapRate({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 1_996_006_018n, toDecimals: 6 }),
    ).toBe('1996.006')
  })

  it('is per whole token whatever amount was quoted', () => {
    expect(
      swapRate({ fromAmount: 5n * 10n ** 17n, fromDecimals: 18, toAmount: 1_000_000_000n, toDecimals: 6 }),
    ).toBe('2000.000')
  })

  it('a rate under 0.001 keeps two significant digits instead of reading 0.000', () => {
    expect(
      swapRate({ fromAmount: 1_000_000n, fromDecimals: 6, toAmount: 499_000_000_000_000n, toDecimals: 18 }),
    ).toBe('0.00049')
  })

  it('there is no rate for an amount of 0', () => {
    expect(swapRate({ fromAmount: 0n, fromDecimals: 18, toAmount: 0n, toDecimals: 6 })).toBeUndefined()
  })
})
