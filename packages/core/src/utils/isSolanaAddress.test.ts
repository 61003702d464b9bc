import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

describe('isSolanaAddress', () => {
  it.each([
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    '11111111111111111111111111111111',
    'So11111111111111111111111111111111111111112',
  ])('Solana address: 32 to 44 base58 characters: %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    ['31 characters', '1111111111111111111111111111111'],
    ['45 characters', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtVab'],
    ['a 0 (not base58)', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLt0'],
    ['an O (not base58)', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtO'],
    ['an I (not base58)', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtI'],
    ['an l (not base58)', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtl'],
    ['an EVM address', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
    ['an empty string', ''],
  ])('rejects %s', (_label, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})
