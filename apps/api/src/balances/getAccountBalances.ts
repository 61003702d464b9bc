import { type Address, formatUnits, getAddress } from 'viem'
import type { Database } from '../db/types'
import type { ApiChain } from '../http/types'
import type { PriceTable } from '../prices/types'
import { describeAsset } from '../tokens/describeAsset'
import { listHeldTokens } from './listHeldTokens'
import { NATIVE_KEY, readBalanceAmounts } from './readBalanceAmounts'
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
 * first. Amounts come from the chain (reused for `maxAgeMs` across instances); prices from the table.
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
  const held = await listHeldTokens(db, { chainId: chain.id, address, extra: priced })
  const amounts = await readBalanceAmounts(db, {
    chain,
    address,
    tokens: held.map((token) => token.address),
    maxAgeMs: params.maxAgeMs,
    forceUpdate: params.forceUpdate,
    now: params.now,
  })
  const toBalance = (amount: bigint, token?: (typeof held)[number]): TokenBalance => {
    const asset = describeAsset({
      chainId: chain.id,
      chain,
      address: token?.address,
      indexed: token,
      prices,
      iconUrl: params.iconUrl,
    })
    const numeric = formatUnits(amount, asset.decimals)
    const price = asset.usd * params.rate
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: `eip155:${chain.id}`,
      ...(token ? { address: `eip155:${chain.id}:${token.address}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: asset.iconUrl,
    }
  }
  const tokens = held
    .flatMap((token) => {
      const amount = amounts.get(token.address)
      return amount ? [toBalance(amount, token)] : []
    })
    .sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol))
  return [toBalance(amounts.get(NATIVE_KEY) ?? 0n), ...tokens]
}
