import { nativeCurrencyOf } from '../chain/nativeCurrencyOf'
import type { ApiChain } from '../http/types'
import { findPrice } from '../prices/findPrice'
import type { PriceTable } from '../prices/types'

/** How an asset is shown: its names, decimals, dollar price and icon. */
export interface AssetInfo {
  name: string
  symbol: string
  decimals: number
  /** 0 when the price table has no row for it. */
  usd: number
  iconUrl: string
}

export interface DescribeAssetParameters {
  chainId: number
  /** The configured chain, for the native currency. */
  chain?: ApiChain
  /** The token contract; absent for the native currency. */
  address?: string | null
  /** What the indexer read from the contract, if it has. */
  indexed?: { name: string | null; symbol: string | null; decimals: number | null } | null
  prices?: PriceTable
  /** The icon URL of a symbol (the service's generated token image). */
  iconUrl: (symbol: string) => string
}

/**
 * Names, decimals, price and icon of a native currency or token: the contract's own name, symbol and
 * decimals as indexed, else the price table's, else placeholders (decimals 0, which clients treat as a
 * low-quality token).
 *
 * @example
 * describeAsset({ chainId: 31337, chain, prices, iconUrl }) // { name: 'Ether', symbol: 'ETH', decimals: 18, usd: 3000, iconUrl: '…/ETH?…' }
 */
export function describeAsset(params: DescribeAssetParameters): AssetInfo {
  const { chainId, address, indexed, prices } = params
  const entry = findPrice(prices, chainId, address ?? undefined)
  const native = address ? undefined : params.chain ? nativeCurrencyOf(params.chain) : undefined
  const symbol = indexed?.symbol ?? entry?.symbol ?? native?.symbol ?? '???'
  return {
    name: indexed?.name ?? entry?.name ?? native?.name ?? 'Unknown token',
    symbol,
    decimals: indexed?.decimals ?? entry?.decimals ?? native?.decimals ?? 0,
    usd: entry?.usd ?? 0,
    iconUrl: entry?.iconUrl ?? params.iconUrl(symbol),
  }
}
