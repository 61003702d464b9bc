import type { ChainNamespace } from '../types/network'
import { isBitcoinAddress } from './isBitcoinAddress'
import { isEvmAddress } from './isEvmAddress'
import { isPolkadotAddress } from './isPolkadotAddress'
import { isSolanaAddress } from './isSolanaAddress'

/**
 * Whether a string is an address of the namespace (spec §5): EVM optional 0x plus 40 hex, Solana
 * 32 to 44 base58 characters, Bitcoin segwit or legacy, Polkadot SS58. Cosmos has no rule yet and
 * answers false.
 *
 * @example isNamespaceAddress('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isNamespaceAddress(namespace: ChainNamespace, value: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(value)
  if (namespace === 'solana') return isSolanaAddress(value)
  if (namespace === 'bip122') return isBitcoinAddress(value)
  if (namespace === 'polkadot') return isPolkadotAddress(value)
  return false
}
