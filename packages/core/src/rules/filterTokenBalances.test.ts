import { describe, expect, it } from 'vitest'
import { LUSD_ADDRESS, tokenBalance } from '../test-support/tokens'
import { filterTokenBalances } from './filterTokenBalances'

describe('filterTokenBalances', () => {
  it('Tokens with zero decimals are filtered out as low quality', () => {
    const eth = tokenBalance()
    const lusd = tokenBalance({ symbol: 'LUSD', decimals: '6', address: LUSD_ADDRESS })
    const junk = tokenBalance({ symbol: 'LZERO', decimals: '0', address: 'eip155:31337:0x01' })
    expect(filterTokenBalances([eth, junk, lusd])).toEqual([eth, lusd])
  })

  it('keeps the service order and an empty list stays empty', () => {
    const a = tokenBalance({ symbol: 'A', decimals: '2' })
    const b = tokenBalance({ symbol: 'B', decimals: '8' })
    expect(filterTokenBalances([b, a])).toEqual([b, a])
    expect(filterTokenBalances([])).toEqual([])
  })
})
