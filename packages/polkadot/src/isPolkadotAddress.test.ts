import { InvalidInputError } from '@latch/core'
import { encodeAddress } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { decodePolkadotAddress } from './decodePolkadotAddress'
import { encodePolkadotAddress } from './encodePolkadotAddress'
import { isPolkadotAddress } from './isPolkadotAddress'

// //Alice's account id written for Polkadot (0), Kusama and Rococo Asset Hub (2) and generic Substrate (42).
const ALICE = {
  0: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  2: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  42: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
} as const
const ALICE_PUBLIC_KEY = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'

describe('isPolkadotAddress', () => {
  it.each([0, 2, 42] as const)(
    'accepts the SS58 address of a 32-byte account with prefix %i, and it under its own prefix',
    (prefix) => {
      expect(isPolkadotAddress(ALICE[prefix])).toBe(true)
      expect(isPolkadotAddress(ALICE[prefix], prefix)).toBe(true)
    },
  )

  it("refuses an address written for another network's prefix", () => {
    expect(isPolkadotAddress(ALICE[2], 0)).toBe(false)
    expect(isPolkadotAddress(ALICE[0], 2)).toBe(false)
    expect(isPolkadotAddress(ALICE[42], 2)).toBe(false)
  })

  it.each([
    ['a wrong checksum (last character changed)', `${ALICE[2].slice(0, -1)}G`],
    ['a hex public key', `0x${ALICE_PUBLIC_KEY}`],
    ['an EVM address', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
    ['a Solana address', 'f7j7CqbpeawFNZSBSXjALTYnvyf26K2t2edEs1YyeyL'],
    ['base58 with a 0', `0${ALICE[2].slice(1)}`],
    ['a truncated address', ALICE[2].slice(0, 20)],
    ['an empty string', ''],
  ])('refuses %s', (_, address) => {
    expect(isPolkadotAddress(address)).toBe(false)
  })
})

describe('decodePolkadotAddress and encodePolkadotAddress', () => {
  it('decode answers the public key and the prefix the address carries', () => {
    for (const prefix of [0, 2, 42] as const) {
      const decoded = decodePolkadotAddress(ALICE[prefix])
      expect(Buffer.from(decoded.publicKey).toString('hex')).toBe(ALICE_PUBLIC_KEY)
      expect(decoded.ss58Prefix).toBe(prefix)
    }
  })

  it('encode writes the same account for another network, from an address or a public key', () => {
    expect(encodePolkadotAddress(ALICE[42], 2)).toBe(ALICE[2])
    expect(encodePolkadotAddress(ALICE[2], 0)).toBe(ALICE[0])
    expect(encodePolkadotAddress(Uint8Array.from(Buffer.from(ALICE_PUBLIC_KEY, 'hex')), 42)).toBe(ALICE[42])
  })

  it.each([0, 63, 64, 255, 1284, 16383])(
    'agree with @polkadot/util-crypto for prefix %i, two-byte prefixes included',
    (prefix) => {
      const publicKey = Uint8Array.from(Buffer.from(ALICE_PUBLIC_KEY, 'hex'))
      const address = encodePolkadotAddress(publicKey, prefix)
      expect(address).toBe(encodeAddress(publicKey, prefix))
      expect(decodePolkadotAddress(address).ss58Prefix).toBe(prefix)
      expect(isPolkadotAddress(address, prefix)).toBe(true)
    },
  )

  it('both refuse bad input with InvalidInputError', () => {
    expect(() => decodePolkadotAddress('0x1234')).toThrow(InvalidInputError)
    expect(() => encodePolkadotAddress(ALICE[2], -1)).toThrow(InvalidInputError)
    expect(() => encodePolkadotAddress(ALICE[2], 16384)).toThrow(InvalidInputError)
    expect(() => encodePolkadotAddress(new Uint8Array(20), 2)).toThrow(InvalidInputError)
  })
})
