import { describe, expect, it } from 'vitest'
import { SLIPPAGE_TOLERANCE } from '../constants'
import { swapMinimumReceived } from './swapMinimumReceived'

describe('minimum received at the slippage tolerance', () => {
  it("the spec's slippage tolerance is 1: the minimum received is the quote less 1%", () => {
    expect(SLIPPAGE_TOLERANCE).toBe(1)
    expect(swapMinimumReceived(2_000_000_000n)).toBe(1_980_000_000n)
  })

  it('is floored to a base unit, never promising more than the router enforces', () => {
    expect(swapMinimumReceived(999n)).toBe(989n) // 989.01
    expect(swapMinimumReceived(1n)).toBe(0n)
  })

  it('matches the service: toAmount × (100 − slippage) / 100, floored, for another slippage', () => {
    const toAmount = 1_996_006_018_054_162_487n
    expect(swapMinimumReceived(toAmount, 0.5)).toBe((toAmount * 995n) / 1000n)
    expect(swapMinimumReceived(toAmount, 50)).toBe(toAmount / 2n)
  })
})
