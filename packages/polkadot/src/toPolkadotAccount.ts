import { decodePolkadotAddress } from './decodePolkadotAddress'
import { toHex } from './toHex'

/** Spec §3's Account of a Polkadot address. */
export interface PolkadotAccount {
  namespace: 'polkadot'
  address: string
  /** Spec §6: polkadot accounts are 'eoa' (keys held by the person; no smart accounts). */
  type: 'eoa'
  /** The 32-byte account id in hex, the same on every network whatever the address's prefix. */
  publicKey: `0x${string}`
  /** Extensions do not reveal derivation paths. */
  path?: string
}

/**
 * The spec's Account entity of an SS58 address: its namespace, the address, type 'eoa' and its public key.
 * Throws `InvalidInputError` for what is not an SS58 address.
 *
 * @example
 * toPolkadotAccount('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F').publicKey // '0xd435…a27d'
 */
export function toPolkadotAccount(address: string): PolkadotAccount {
  const { publicKey } = decodePolkadotAddress(address)
  return { namespace: 'polkadot', address, type: 'eoa', publicKey: toHex(publicKey) }
}
