import { describe, expect, it } from 'vitest'
import { findPrice } from './findPrice'
import type { PriceTable } from './types'

const CLUSTER = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const LUSD_MINT = '8Dv6mVM6tEr8jnhAh8Kh6q1hrDrwRjVchAU6KQMJTuxh'
const LUSD_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const table: PriceTable = {
  tokens: [
    { chainId: 31337, usd: 3000, symbol: 'ETH' },
    { chainId: 31337, address: LUSD_CONTRACT, usd: 1, symbol: 'LUSD' },
    { chainId: CLUSTER, usd: 150, symbol: 'SOL' },
    { chainId: CLUSTER, address: LUSD_MINT, usd: 1, symbol: 'LUSD' },
  ],
}

describe('findPrice', () => {
  it('matches an eip155 contract in any case, and the native currency by its missing address', () => {
    expect(findPrice(table, 31337, LUSD_CONTRACT.toLowerCase())?.symbol).toBe('LUSD')
    expect(findPrice(table, 31337)?.symbol).toBe('ETH')
  })

  it('keys Solana rows by the cluster: SOL without address, a mint only as spelled (base58 is case-sensitive)', () => {
    expect(findPrice(table, CLUSTER)?.symbol).toBe('SOL')
    expect(findPrice(table, CLUSTER, LUSD_MINT)?.usd).toBe(1)
    expect(findPrice(table, CLUSTER, LUSD_MINT.toLowerCase())).toBeUndefined()
    expect(findPrice(table, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', LUSD_MINT)).toBeUndefined()
  })
})
