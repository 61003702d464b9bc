import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './isBitcoinAddress'

describe('isBitcoinAddress', () => {
  it('takes segwit addresses of mainnet, testnet, Core regtest and bcoin regtest', () => {
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true)
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true)
    expect(isBitcoinAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe(true)
    expect(isBitcoinAddress('rb1qw508d6qejxtdg4y5r3zarvary0c5xw7kqqkqqq')).toBe(true)
    expect(isBitcoinAddress('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe(true)
  })

  it('takes an address written all in upper case, not one of mixed case', () => {
    expect(isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true)
    expect(isBitcoinAddress('bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
  })

  it('takes legacy P2PKH and P2SH addresses', () => {
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(true)
  })

  it('refuses other chains, unknown prefixes and characters outside bech32', () => {
    expect(isBitcoinAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isBitcoinAddress('ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9')).toBe(false)
    expect(isBitcoinAddress('bc1qb508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false)
    expect(isBitcoinAddress('')).toBe(false)
  })
})
