import { describe, expect, it } from 'vitest'
import { formatFiat } from '../utils/formatFiat'
import { swapNetworkFee } from './swapNetworkFee'

describe('the network fee: gas × gas price, in the native currency and in fiat', () => {
  it('sums the gas of the approve and the swap at the gas price', () => {
    const fee = swapNetworkFee({
      gas: [46_000n, 120_000n],
      gasPrice: 2_000_000_000n,
      nativeDecimals: 18,
      nativePrice: 3000,
    })
    expect(fee.value).toBe(332_000_000_000_000n)
    expect(fee.formatted).toBe('0.00033')
    expect(fee.fiat).toBeCloseTo(0.996)
    // fiat shows 2 decimals, floored
    expect(formatFiat(fee.fiat ?? 0)).toBe('$0.99')
  })

  it('a fee of at least 0.001 floors to 3 decimals like a balance', () => {
    expect(swapNetworkFee({ gas: [300_000n], gasPrice: 10_000_000_000n, nativeDecimals: 18 }).formatted).toBe(
      '0.003',
    )
  })

  it('no fiat value without a native price', () => {
    expect(swapNetworkFee({ gas: [21_000n], gasPrice: 1n, nativeDecimals: 18 }).fiat).toBeUndefined()
    expect(
      swapNetworkFee({ gas: [21_000n], gasPrice: 1n, nativeDecimals: 18, nativePrice: 0 }).fiat,
    ).toBeUndefined()
  })
})
