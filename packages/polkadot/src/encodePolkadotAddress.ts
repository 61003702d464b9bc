import { InvalidInputError } from '@latch/core'
import { base58 } from '@scure/base'
import { decodePolkadotAddress } from './decodePolkadotAddress'
import { ss58Checksum } from './ss58Checksum'

/**
 * Writes a 32-byte public key, or an SS58 address of any network, as the SS58 address of the network with
 * `ss58Prefix` (0 to 16383): the same account as that network's wallets and explorers show it. Throws
 * `InvalidInputError` for anything else.
 *
 * @example
 * encodePolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', 0)
 * // '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
 */
export function encodePolkadotAddress(account: string | Uint8Array, ss58Prefix: number): string {
  if (!Number.isInteger(ss58Prefix) || ss58Prefix < 0 || ss58Prefix > 16383) {
    throw new InvalidInputError('ss58Prefix', `${ss58Prefix} is not an SS58 prefix (0 to 16383)`)
  }
  const publicKey = typeof account === 'string' ? decodePolkadotAddress(account).publicKey : account
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) {
    throw new InvalidInputError('account', 'must be an SS58 address or a 32-byte public key')
  }
  // Substrate's two-byte form: the prefix's low 6 bits (flagged 0b01) then its high bits.
  const prefix =
    ss58Prefix < 64
      ? [ss58Prefix]
      : [
          ((ss58Prefix & 0b1111_1100) >> 2) | 0b0100_0000,
          (ss58Prefix >> 8) | ((ss58Prefix & 0b0000_0011) << 6),
        ]
  const body = Uint8Array.of(...prefix, ...publicKey)
  return base58.encode(Uint8Array.of(...body, ...ss58Checksum(body)))
}
