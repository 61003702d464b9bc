import { CHAIN_NAMESPACES, type ChainNamespace } from '../types/network'

/**
 * Whether a string is one of the chain namespaces Latch knows (eip155, solana, polkadot, bip122, cosmos).
 *
 * @example
 * isChainNamespace('eip155') // true
 * isChainNamespace('tron') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
