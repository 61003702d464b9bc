import { describe, expect, it } from 'vitest'
import { isSolanaAccountAddress } from './isSolanaAccountAddress'

describe('isSolanaAccountAddress (spec §5: 32–44 base58 characters decoding to 32 bytes)', () => {
  it.each([
    ['the system program (32 characters)', '11111111111111111111111111111111'],
    ['the wrapped SOL mint (43 characters)', 'So11111111111111111111111111111111111111112'],
    ['the largest key (44 characters)', 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG'],
    ['an ed25519 public key', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
  ])('accepts %s', (_, value) => {
    expect(isSolanaAccountAddress(value)).toBe(true)
  })

  it.each([
    ['31 characters', '1111111111111111111111111111111'],
    ['45 characters', 'z'.repeat(45)],
    ['44 characters decoding to more than 32 bytes', 'z'.repeat(44)],
    ['a 0 (not base58)', `0${'1'.repeat(31)}`],
    ['an O (not base58)', `O${'1'.repeat(31)}`],
    ['an I (not base58)', `I${'1'.repeat(31)}`],
    ['an l (not base58)', `l${'1'.repeat(31)}`],
    ['an EVM address', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
    ['surrounding spaces', ' 11111111111111111111111111111111 '],
    ['an empty string', ''],
  ])('refuses %s', (_, value) => {
    expect(isSolanaAccountAddress(value)).toBe(false)
  })

  it.each([[undefined], [null], [42], [{}]])('refuses the non-string %s', (value) => {
    expect(isSolanaAccountAddress(value)).toBe(false)
  })
})
