import type { Network } from '@latch/core'
import type { ApiPromise } from '@polkadot/api'

/**
 * The chain's native currency as its properties declare it (`tokenDecimals`, `tokenSymbol`, their first
 * entries), each falling back to the network's `nativeCurrency` when the chain is silent. (The registry's
 * own `chainDecimals` would answer a made-up 12 and 'Unit' then.)
 *
 * @example
 * readChainCurrency(api, network) // { decimals: 12, symbol: 'ROC' }
 */
export function readChainCurrency(api: ApiPromise, network: Network): { decimals: number; symbol: string } {
  const properties = api.registry.getChainProperties()
  const decimals = properties?.tokenDecimals.unwrapOr(undefined)?.[0]?.toNumber()
  const symbol = properties?.tokenSymbol.unwrapOr(undefined)?.[0]?.toString()
  return {
    decimals: decimals ?? network.nativeCurrency.decimals,
    symbol: symbol ?? network.nativeCurrency.symbol,
  }
}
