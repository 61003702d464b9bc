import { describe, expect, it } from 'vitest'
import { SWAP_NATIVE_TOKEN_ADDRESS } from '../constants'
import type { TokenBalance } from '../types/portfolio'
import type { SwapToken } from '../types/swap'
import { maxSwapAmount, SWAP_GAS_RESERVE } from './maxSwapAmount'

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: `eip155:31337:${SWAP_NATIVE_TOKEN_ADDRESS}`,
  decimals: 18,
  logoUri: '',
}
const lusd: SwapToken = {
  name: 'Latch USD',
  symbol: 'LUSD',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  decimals: 6,
  logoUri: '',
}
const balance = (numeric: string, decimals: string, address?: string): TokenBalance => ({
  name: '',
  symbol: '',
  chainId: 'eip155:31337',
  address,
  value: 0,
  price: 0,
  quantity: { decimals, numeric },
  iconUrl: '',
})

describe('max amount', () => {
  it('a token: the whole balance', () => {
    expect(maxSwapAmount(lusd, balance('1234.5', '6', lusd.address), 1_000_000_000n)).toBe('1234.5')
  })

  it('the native currency keeps the gas a swap may cost: 300000 gas at the gas price', () => {
    expect(SWAP_GAS_RESERVE).toBe(300_000n)
    expect(maxSwapAmount(eth, balance('10', '18'), 1_000_000_000n)).toBe('9.9997')
  })

  it('never below 0, and nothing for the native currency until the gas price is known', () => {
    expect(maxSwapAmount(eth, balance('0.0001', '18'), 1_000_000_000n)).toBe('0')
    expect(maxSwapAmount(eth, balance('10', '18'))).toBeUndefined()
  })

  it('nothing without a balance', () => {
    expect(maxSwapAmount(lusd, undefined, 1n)).toBeUndefined()
  })
})
