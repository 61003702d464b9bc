import { describe, expect, it } from 'vitest'
import { parseSignature } from './parseSignature'

describe('parseSignature', () => {
  it.each([
    ['an EOA signature of 65 bytes', `0x${'ab'.repeat(65)}`],
    ['either case', `0x${'AB'.repeat(65)}`],
    ['a compact EIP-2098 signature of 64 bytes', `0x${'ab'.repeat(64)}`],
    ['a contract account signature (an ERC-6492 wrapper)', `0x${'ab'.repeat(200)}${'6492'.repeat(16)}`],
  ])('accepts %s', (_, value) => {
    expect(parseSignature(value)).toBe(value)
  })

  it.each([
    ['63 bytes', `0x${'ab'.repeat(63)}`],
    ['a 32-byte hash', `0x${'ab'.repeat(32)}`],
    ['half a byte more', `0x${'ab'.repeat(65)}a`],
    ['no 0x prefix', 'ab'.repeat(65)],
    ['non-hex characters', `0x${'zz'.repeat(65)}`],
    ['an empty string', ''],
    ['null', null],
    ['an object', { signature: `0x${'ab'.repeat(65)}` }],
  ])('rejects %s', (_, value) => {
    expect(parseSignature(value)).toBeUndefined()
  })
})
