import { describe, expect, it } from 'vitest'
import { parseAccounts } from './parseAccounts'

describe('parseAccounts', () => {
  it('checksums a lower-case address', () => {
    expect(parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
  })

  it('accepts an empty list (no access granted)', () => {
    expect(parseAccounts([])).toEqual([])
  })

  it.each([
    ['a string', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
    ['a short address', ['0x1234']],
    ['no 0x prefix', ['f39fd6e51aad88f6f4ce6ab8827279cfffb92266']],
    ['a non-hex character', ['0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266']],
    ['a number in the list', [42]],
    ['null', null],
  ])('rejects %s', (_, value) => {
    expect(parseAccounts(value)).toBeUndefined()
  })
})
