import { SWAP_CHAIN_IDS } from '@latch/core/internal'
import { ApiError } from '../http/errors'
import type { SwapSettings } from './types'

/** The spec's message for a chain swaps do not run on. */
export const SWAP_NETWORK_MESSAGE = 'Network not supported for Swaps'

/** The spec's message for a gas price asked on a chain swaps do not run on. */
export const GAS_PRICE_NETWORK_MESSAGE = 'Network not supported for Gas Price'

/**
 * Whether swaps run on a chain: the spec's twelve chain ids, plus the chains the operator configured a
 * market on (the devnets in the local world).
 *
 * @example
 * isSwapNetwork(undefined, 1) // true
 * isSwapNetwork(undefined, 31337) // false
 */
export function isSwapNetwork(swap: SwapSettings | undefined, chainId: number | undefined): boolean {
  if (chainId === undefined) return false
  return (
    (SWAP_CHAIN_IDS as readonly number[]).includes(chainId) ||
    (swap?.chains.some((chain) => chain.chainId === chainId) ?? false)
  )
}

/**
 * Throws the spec's 400 for a chain that is not a swap network: SWAP_NETWORK_NOT_SUPPORTED, or for the
 * gas price GAS_PRICE_NETWORK_NOT_SUPPORTED. `chainId` undefined is a chain of another namespace.
 *
 * @example
 * const chainId = requireSwapNetwork(deps.swap, 31337, 'swap')
 */
export function requireSwapNetwork(
  swap: SwapSettings | undefined,
  chainId: number | undefined,
  what: 'swap' | 'gasPrice',
): number {
  if (chainId !== undefined && isSwapNetwork(swap, chainId)) return chainId
  throw what === 'swap'
    ? new ApiError('SWAP_NETWORK_NOT_SUPPORTED', SWAP_NETWORK_MESSAGE)
    : new ApiError('GAS_PRICE_NETWORK_NOT_SUPPORTED', GAS_PRICE_NETWORK_MESSAGE)
}
