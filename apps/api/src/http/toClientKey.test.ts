import { describe, expect, it } from 'vitest'
import { toClientKey } from './toClientKey'

describe('toClientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(toClientKey(address)).toBe(key)
  })

  it('cuts what is not an address to 128 characters', () => {
    expect(toClientKey('x'.repeat(500))).toHaveLength(128)
  })
})
