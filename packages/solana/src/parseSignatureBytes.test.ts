import { describe, expect, it } from 'vitest'
import { parseSignatureBytes } from './parseSignatureBytes'

describe('parseSignatureBytes', () => {
  it('accepts 64 bytes', () => {
    const bytes = new Uint8Array(64).fill(7)
    expect(parseSignatureBytes(bytes)).toBe(bytes)
  })

  it.each([
    ['63 bytes', new Uint8Array(63)],
    ['65 bytes', new Uint8Array(65)],
    ['a base58 string', '5'.repeat(88)],
    ['a plain array of 64 numbers', Array(64).fill(0)],
    ['undefined', undefined],
  ])('refuses %s', (_, value) => {
    expect(parseSignatureBytes(value)).toBeUndefined()
  })
})
