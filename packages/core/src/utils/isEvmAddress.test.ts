import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress'

describe('isEvmAddress', () => {
  it.each([
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
    '0x0000000000000000000000000000000000000000',
  ])('EVM address: optional 0x plus 40 hex characters: %s', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each([
    ['39 hex characters', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd'],
    ['41 hex characters', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb1'],
    ['a non-hex character', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdg'],
    ['an upper-case 0X', '0Xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
    ['surrounding spaces', ' 0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'],
    ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['an empty string', ''],
  ])('rejects %s', (_label, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })
})
