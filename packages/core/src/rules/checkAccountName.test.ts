import { describe, expect, it } from 'vitest'
import { checkAccountName } from './checkAccountName'

describe('checkAccountName', () => {
  it.each(['alice', 'Bob1', 'my-wallet', '1234', 'a'.repeat(63)])(
    'name to register: at least 4 characters, only letters, digits and hyphen: %s is accepted',
    (label) => {
      expect(checkAccountName(label)).toBeUndefined()
    },
  )

  it.each(['a', 'ab', 'abc'])('name to register: %s has under 4 characters and is refused', (label) => {
    expect(checkAccountName(label)).toBe('A name needs at least 4 characters')
  })

  it.each(['alice.eth', 'al ice', 'alice_1', 'zoë!', 'ali/ce'])(
    'name to register: %s has a character other than letters, digits and hyphen and is refused',
    (label) => {
      expect(checkAccountName(label)).toBe('Use only letters, digits and hyphens')
    },
  )

  it('a label over 63 characters (a DNS label) is refused', () => {
    expect(checkAccountName('a'.repeat(64))).toBe('A name has at most 63 characters')
  })

  it('nothing typed yet is not an error', () => {
    expect(checkAccountName('')).toBeUndefined()
  })
})
