import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from './errors'
import { toCoinType } from './toCoinType'

describe('chain id to name-service coin type', () => {
  it('chain 1 is coin type 60', () => {
    expect(toCoinType(1)).toBe(60)
  })

  it.each([
    [10, 2147483658],
    [137, 2147483785],
    [8453, 2147492101],
    [31337, 2147514985],
    [0, 2147483648],
    [2147483647, 4294967295],
  ])('ENSIP-11: chain %i is 0x80000000 | chainId = %i', (chainId, coinType) => {
    expect(toCoinType(chainId)).toBe(coinType)
    expect(toCoinType(chainId)).toBe(0x80000000 + chainId)
  })

  it.each([2147483648, 2 ** 40, -1, 1.5, Number.NaN])(
    "chain id must be below 2147483648, else 'Invalid chainId': %d",
    (chainId) => {
      expect(() => toCoinType(chainId)).toThrow(InvalidChainIdError)
      expect(() => toCoinType(chainId)).toThrow('Invalid chainId')
    },
  )
})
