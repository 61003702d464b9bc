import { describe, expect, it } from 'vitest'
import { parseTransactionHash } from './parseTransactionHash'

describe('parseTransactionHash', () => {
  it('accepts 0x-hex of 32 bytes', () => {
    expect(parseTransactionHash(`0x${'0f'.repeat(32)}`)).toBe(`0x${'0f'.repeat(32)}`)
  })

  it.each([
    ['31 bytes', `0x${'0f'.repeat(31)}`],
    ['33 bytes', `0x${'0f'.repeat(33)}`],
    ['a 65-byte signature', `0x${'0f'.repeat(65)}`],
    ['no 0x prefix', '0f'.repeat(32)],
    ['a number', 42],
    ['undefined', undefined],
  ])('rejects %s', (_, value) => {
    expect(parseTransactionHash(value)).toBeUndefined()
  })
})
