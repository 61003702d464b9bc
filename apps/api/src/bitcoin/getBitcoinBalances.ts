import { formatUnits } from 'viem'
import type { TokenBalance } from '../balances/types'
import type { BitcoinNode } from '../http/types'
import { findPrice } from '../prices/findPrice'
import type { PriceTable } from '../prices/types'
import type { ParsedBitcoinAddress } from './parseBitcoinAddress'
import { requestBitcoinNode } from './requestBitcoinNode'

/** Satoshis per bitcoin: 10^8. */
const BTC_DECIMALS = 8

export interface GetBitcoinBalancesParameters {
  node: BitcoinNode
  address: ParsedBitcoinAddress
  /** Units of the requested currency per US dollar. */
  rate: number
  prices?: PriceTable
  iconUrl: (symbol: string) => string
}

/**
 * An address's BTC balance (spec §3 token balance: native, so no `address`, 8 decimals): the sum of its
 * coins in the node's address index, mempool ones included, read at each call. Named and priced from the
 * table's row for the chain, else 'Bitcoin', 'BTC' at price 0.
 *
 * @example
 * const [btc] = await getBitcoinBalances({ node, address, rate: 1, iconUrl })
 * btc.quantity // { decimals: '8', numeric: '9.84999' }
 */
export async function getBitcoinBalances(params: GetBitcoinBalancesParameters): Promise<TokenBalance[]> {
  const { node, rate } = params
  const coins = await requestBitcoinNode<{ value: number }[]>(
    node,
    `/coin/address/${params.address.nodeAddress}`,
  )
  const sats = (coins ?? []).reduce((sum, coin) => sum + BigInt(coin.value), 0n)
  const entry = findPrice(params.prices, node.caipNetworkId)
  const symbol = entry?.symbol ?? 'BTC'
  const numeric = formatUnits(sats, BTC_DECIMALS)
  const price = (entry?.usd ?? 0) * rate
  return [
    {
      name: entry?.name ?? 'Bitcoin',
      symbol,
      chainId: node.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(BTC_DECIMALS), numeric },
      iconUrl: entry?.iconUrl ?? params.iconUrl(symbol),
    },
  ]
}
