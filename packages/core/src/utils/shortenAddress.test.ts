import { describe, expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress'

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters of a 0x address', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234cdef')).toBe('0x1234…cdef')
  })

  it('keeps the first 4 and last 4 characters otherwise', () => {
    expect(shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…FLtV')
    expect(shortenAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q…5mdq')
  })

  it('leaves addresses that are already short', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789')
    expect(shortenAddress('abcdefghi')).toBe('abcdefghi')
    expect(shortenAddress('')).toBe('')
  })

  it('shortens one character past the limit', () => {
    expect(shortenAddress('0x1234567890')).toBe('0x1234…7890')
    expect(shortenAddress('abcdefghij')).toBe('abcd…ghij')
  })
})
