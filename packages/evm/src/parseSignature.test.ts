import { describe, expect, it } from 'vitest'
import { parseSignature } from './parseSignature'

describe('parseSignature', () => {
  it('accepts 0x-hex of 65 bytes, either case', () => {
    expect(parseSignature(`0x${'ab'.repeat(65)}`)).toBe(`0x${'ab'.repeat(65)}`)
    expect(parseSignature(`0x${'AB'.repeat(65)}`)).toBe(`0x${'AB'.repeat(65)}`)
  })

  it.each([
    ['64 bytes', `0x${'ab'.repeat(64)}`],
    ['66 bytes', `0x${'ab'.repeat(66)}`],
    ['no 0x prefix', 'ab'.repeat(65)],
    ['non-hex characters', `0x${'zz'.repeat(65)}`],
    ['an empty string', ''],
    ['null', null],
    ['an object', { signature: `0x${'ab'.repeat(65)}` }],
  ])('rejects %s', (_, value) => {
    expect(parseSignature(value)).toBeUndefined()
  })
})
