import type { CaipNetworkId } from '@latch/core'

/**
 * The CAIP-2 id of an EVM chain.
 *
 * @example
 * toCaipNetworkId(31337) // 'eip155:31337'
 */
export function toCaipNetworkId(chainId: number): CaipNetworkId {
  return `eip155:${chainId}`
}
