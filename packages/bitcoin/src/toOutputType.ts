import { Address } from '@scure/btc-signer'
import type { BitcoinAddressPrefixes } from './bitcoinNetworks'
import type { BitcoinOutputType } from './planBitcoinTransfer'

const TYPES: Record<string, BitcoinOutputType> = {
  pkh: 'p2pkh',
  sh: 'p2sh',
  wpkh: 'p2wpkh',
  wsh: 'p2wsh',
  tr: 'p2tr',
}

/**
 * The output type of a receiver's address on a network (it sets the output's size); `undefined` for an
 * address that is not one of the network's.
 *
 * @example
 * toOutputType('bc1q0xcqpzrky6eff2g52qdye53xkk9jxkvrh6yhyw', BITCOIN_ADDRESS_PREFIXES.mainnet) // 'p2wpkh'
 */
export function toOutputType(
  address: string,
  prefixes: BitcoinAddressPrefixes,
): BitcoinOutputType | undefined {
  try {
    return TYPES[Address(prefixes).decode(address).type]
  } catch {
    return undefined
  }
}
