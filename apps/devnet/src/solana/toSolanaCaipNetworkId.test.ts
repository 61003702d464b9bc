import { describe, expect, it } from 'vitest'
import { toSolanaCaipNetworkId } from './toSolanaCaipNetworkId'

describe('toSolanaCaipNetworkId', () => {
  it("is solana: and the genesis hash's first 32 characters (mainnet-beta, as the CAIP-2 profile lists it)", () => {
    expect(toSolanaCaipNetworkId('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    // devnet's genesis hash, also in the profile
    expect(toSolanaCaipNetworkId('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('rejects what is not a base58 genesis hash', () => {
    for (const bad of [
      '',
      'short',
      '0xabc0000000000000000000000000000000000000',
      'O'.repeat(44),
      'a'.repeat(45),
    ]) {
      expect(() => toSolanaCaipNetworkId(bad)).toThrow(/not a Solana genesis hash/)
    }
  })
})
