import { describe, expect, it } from 'vitest'
import { parseChainId } from './parseChainId'

describe('parseChainId', () => {
  it.each([
    ['0x1', 1],
    ['0x7a69', 31337],
    ['0x7A6A', 31338],
  ])('reads the hex chain id %s', (value, expected) => {
    expect(parseChainId(value)).toBe(expected)
  })

  it.each([
    ['a decimal number', 31337],
    ['a decimal string', '31337'],
    ['zero', '0x0'],
    ['an empty hex string', '0x'],
    ['an id beyond 2^52', '0x10000000000000'],
    ['undefined', undefined],
  ])('rejects %s', (_, value) => {
    expect(parseChainId(value)).toBeUndefined()
  })
})
