import { describe, expect, it } from 'vitest'
import { isSwapNetwork } from './swapNetworks'
import { toGasPrices } from './toGasPrices'
import { toMinAmountOut } from './toMinAmountOut'
import { toPriceImpact } from './toPriceImpact'

describe('toPriceImpact', () => {
  it('is the shortfall against the mid price, in percent, over every hop', () => {
    expect(toPriceImpact({ amountIn: 1000n, amountOut: 987n, reserves: [[1_000_000n, 1_000_000n]] })).toBe(
      1.3,
    )
    // 1 ETH at 3000 LUSD (6 decimals) answering 2991 LUSD: the 0.3% fee.
    const reserves = [[10n ** 21n, 3n * 10n ** 12n]] as const
    expect(toPriceImpact({ amountIn: 10n ** 18n, amountOut: 2_991_000_000n, reserves })).toBeCloseTo(0.3, 10)
    // Two hops at 1:2 and 2:1: the mid price is 1:1.
    const twoHops = [
      [100n, 200n],
      [200n, 100n],
    ] as const
    expect(toPriceImpact({ amountIn: 100n, amountOut: 90n, reserves: twoHops })).toBe(10)
  })

  it('is never below 0, nor defined by an empty pool', () => {
    expect(toPriceImpact({ amountIn: 100n, amountOut: 120n, reserves: [[1n, 1n]] })).toBe(0)
    expect(toPriceImpact({ amountIn: 100n, amountOut: 1n, reserves: [[1n, 0n]] })).toBe(0)
  })
})

describe('toMinAmountOut', () => {
  it('takes the slippage off the expected amount, floored', () => {
    expect(toMinAmountOut(1_000_000n, 1)).toBe(990_000n)
    expect(toMinAmountOut(999n, 0.5)).toBe(994n)
    expect(toMinAmountOut(101n, 50)).toBe(50n)
    expect(toMinAmountOut(10n ** 30n, 0.01)).toBe(9999n * 10n ** 26n)
  })
})

describe('toGasPrices', () => {
  it('answers the gas price as standard, ×1.25 as fast and ×1.5 as instant, rounded to the wei', () => {
    expect(toGasPrices(1_000_000_001n)).toEqual({
      standard: '1000000001',
      fast: '1250000001',
      instant: '1500000002',
    })
    expect(toGasPrices(3n)).toEqual({ standard: '3', fast: '4', instant: '5' })
  })
})

describe('isSwapNetwork', () => {
  it("is the spec's twelve chains, plus the operator's markets", () => {
    for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]) {
      expect(isSwapNetwork(undefined, id)).toBe(true)
    }
    expect(isSwapNetwork(undefined, 31337)).toBe(false)
    expect(isSwapNetwork(undefined, 5)).toBe(false)
    expect(isSwapNetwork({ chains: [{ chainId: 31337, router: '0x' }] }, 31337)).toBe(true)
    expect(isSwapNetwork({ chains: [] }, undefined)).toBe(false)
  })
})
