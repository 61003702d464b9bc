import { filterTokenBalances } from '@latch/core/internal'
import { type Address, formatUnits, getAddress } from 'viem'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import type { PriceTable } from '../prices/types'
import { describeAsset } from '../tokens/describeAsset'
import { loadAccountAmounts } from './loadAccountAmounts'
import { type AccountAmount, NATIVE_KEY } from './readStoredBalances'
import type { TokenBalance } from './types'

export interface GetAccountBalancesParameters {
  chain: ApiChain
  address: Address
  /** Units of the requested currency per US dollar. */
  rate: number
  forceUpdate: boolean
  maxAgeMs: number
  now: number
  prices?: PriceTable
  iconUrl: (symbol: string) => string
}

/**
 * An account's balances on one chain (spec §3 token balances): the native currency first, then each
 * ERC-20 it holds (per the indexer, plus the price table's tokens) with a non-zero amount, largest value
 * first. Amounts come from the chain (reused for `maxAgeMs` across instances, see `loadAccountAmounts`);
 * prices from the table.
 *
 * @example
 * const balances = await getAccountBalances(db, { chain, address, rate: 1, forceUpdate: false, maxAgeMs: 10_000, now: Date.now(), prices, iconUrl })
 * balances[0] // { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 30000000, price: 3000, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '…' }
 */
export async function getAccountBalances(
  db: Database,
  params: GetAccountBalancesParameters,
): Promise<TokenBalance[]> {
  const { chain, address, prices } = params
  const priced = (prices?.tokens ?? []).flatMap((entry) =>
    entry.chainId === chain.id && entry.address ? [getAddress(entry.address)] : [],
  )
  const amounts = await loadAccountAmounts(db, {
    chain,
    address,
    alwaysRead: priced,
    maxAgeMs: params.maxAgeMs,
    forceUpdate: params.forceUpdate,
    now: params.now,
  })
  const toBalance = (row: AccountAmount): TokenBalance => {
    const token = row.token === NATIVE_KEY ? undefined : row.token
    const asset = describeAsset({
      chainId: chain.id,
      chain,
      address: token,
      indexed: token ? row : null,
      prices,
      iconUrl: params.iconUrl,
    })
    const numeric = formatUnits(row.amount, asset.decimals)
    const price = asset.usd * params.rate
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: `eip155:${chain.id}`,
      ...(token ? { address: `eip155:${chain.id}:${getAddress(token)}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: asset.iconUrl,
    }
  }
  const native = amounts.find((row) => row.token === NATIVE_KEY)
  const held = amounts.filter((row) => row.token !== NATIVE_KEY && row.amount > 0n).map(toBalance)
  // spec §5: zero-decimals tokens are left out as low quality, by core's one definition of the rule (a
  // priced token is read from the chain whatever the index knows, so the index's own filter is not enough)
  const tokens = filterTokenBalances(held).sort(
    (a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol),
  )
  return [
    toBalance(native ?? { token: NATIVE_KEY, amount: 0n, name: null, symbol: null, decimals: null }),
    ...tokens,
  ]
}
