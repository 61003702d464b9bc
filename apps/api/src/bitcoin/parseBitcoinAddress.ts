import { bech32 } from '@scure/base'
import { Address, OutScript } from '@scure/btc-signer'
import type { BitcoinNetworkName } from '../http/types'
import { BITCOIN_ADDRESS_NETWORKS } from './bitcoinNetworks'

/** A Bitcoin address checked against its network, and the spelling the node's API reads it by. */
export interface ParsedBitcoinAddress {
  address: string
  /** Hex output script. */
  script: string
  /**
   * How bcoin's API names it: the address itself, except a Taproot (witness v1) one, which bcoin 1.0.2
   * reads only in bech32, not bech32m; its index keys the same program either way.
   */
  nodeAddress: string
}

/**
 * Decodes `address` with `network`'s prefixes (checksums included); `undefined` when it is not one of its
 * addresses.
 *
 * @example
 * parseBitcoinAddress('rb1q…', 'bcoinRegtest')?.nodeAddress // 'rb1q…'
 */
export function parseBitcoinAddress(
  address: string,
  network: BitcoinNetworkName,
): ParsedBitcoinAddress | undefined {
  const prefixes = BITCOIN_ADDRESS_NETWORKS[network]
  try {
    const decoded = Address(prefixes).decode(address)
    const script = OutScript.encode(decoded)
    const nodeAddress =
      decoded.type === 'tr' ? bech32.encode(prefixes.bech32, [1, ...bech32.toWords(decoded.pubkey)]) : address
    return { address, script: Buffer.from(script).toString('hex'), nodeAddress }
  } catch {
    return undefined
  }
}
