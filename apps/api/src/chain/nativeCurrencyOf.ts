import type { ApiChain } from '../http/types'

/** The native currency assumed when a chain's config names none. */
export const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/**
 * A chain's native currency: its configured one, else Ether.
 *
 * @example
 * nativeCurrencyOf({ id: 31337, name: 'Latch Devnet', rpcUrl }).symbol // 'ETH'
 */
export function nativeCurrencyOf(chain: ApiChain): { name: string; symbol: string; decimals: number } {
  return chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY
}
