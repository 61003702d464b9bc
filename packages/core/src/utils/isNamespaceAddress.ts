import type { ChainNamespace } from '../types/network'
import { isEvmAddress } from './isEvmAddress'
import { isSolanaAddress } from './isSolanaAddress'

/**
 * Whether a string is an address of the namespace (spec §5): EVM optional 0x plus 40 hex, Solana
 * 32 to 44 base58 characters. Other namespaces have no rule yet and answer false.
 *
 * @example isNamespaceAddress('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // true
 */
export function isNamespaceAddress(namespace: ChainNamespace, value: string): boolean {
  if (namespace === 'eip155') return isEvmAddress(value)
  if (namespace === 'solana') return isSolanaAddress(value)
  return false
}
