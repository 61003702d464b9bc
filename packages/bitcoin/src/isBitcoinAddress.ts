import { Address } from '@scure/btc-signer'
import { BITCOIN_ADDRESS_PREFIXES, type BitcoinNetworkName } from './bitcoinNetworks'

/**
 * Whether `address` is a valid address of `network`: P2PKH and P2SH in base58check with the network's
 * version bytes, P2WPKH and P2WSH in bech32 and Taproot in bech32m with its human-readable part, checksums
 * included. An address of another network is not one.
 *
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet') // true
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'testnet') // false
 */
export function isBitcoinAddress(address: string, network: BitcoinNetworkName): boolean {
  const prefixes = BITCOIN_ADDRESS_PREFIXES[network]
  if (typeof address !== 'string' || prefixes === undefined || address.length > 90) return false
  try {
    Address(prefixes).decode(address)
    return true
  } catch {
    return false
  }
}
