import { filterTokenBalances } from '@latch/core/internal'
import { formatUnits } from 'viem'
import { redactUrls } from '../chain/redactUrls'
import { ApiError } from '../http/errors'
import type { SolanaCluster } from '../http/types'
import { findPrice } from '../prices/findPrice'
import type { PriceTable } from '../prices/types'
import { readSolanaAmounts, type SolanaAmounts } from '../solana/readSolanaAmounts'
import type { TokenBalance } from './types'

/** SOL as a balance shows it when the price table has no row of its own for the cluster's native currency. */
const SOL = { name: 'Solana', symbol: 'SOL' }

/** Lamports per SOL: 10^9, whatever the table says. */
const SOL_DECIMALS = 9

export interface GetSolanaBalancesParameters {
  cluster: SolanaCluster
  /** Base58, already checked. */
  address: string
  /** Units of the requested currency per US dollar. */
  rate: number
  prices?: PriceTable
  iconUrl: (symbol: string) => string
}

/**
 * An account's balances on a Solana cluster (spec §3 token balances), in the shape and order of the eip155
 * ones: SOL first (even at 0), then each SPL mint it holds a non-zero amount of, largest value first. Mints
 * of zero decimals are left out as low quality (spec §5), as the eip155 side leaves out zero-decimals
 * tokens it finds. Amounts and decimals come from the cluster, read at each call (nothing is stored: one
 * `getBalance` and two `getTokenAccountsByOwner`); names, symbols and prices from the table (keyed by the
 * cluster's CAIP-2 id and the mint), else 'Unknown token' and '???' at price 0, as for an unknown ERC-20.
 * An unreadable cluster is 503 SERVICE_UNAVAILABLE, the RPC URL cut to its host.
 *
 * @example
 * const balances = await getSolanaBalances({ cluster, address, rate: 1, prices, iconUrl })
 * balances[0] // { name: 'Solana', symbol: 'SOL', chainId: 'solana:…', value: 15000, price: 150, quantity: { decimals: '9', numeric: '100' }, iconUrl: '…' }
 */
export async function getSolanaBalances(params: GetSolanaBalancesParameters): Promise<TokenBalance[]> {
  const { cluster, prices, rate } = params
  const chainId = cluster.caipNetworkId
  let amounts: SolanaAmounts
  try {
    amounts = await readSolanaAmounts(cluster.rpcUrl, params.address)
  } catch (error) {
    throw new ApiError(
      'SERVICE_UNAVAILABLE',
      redactUrls(`Chain ${chainId} cannot be read right now: ${(error as Error).message.split('\n')[0]}`),
    )
  }
  const toBalance = (mint: string | undefined, amount: bigint, decimals: number): TokenBalance => {
    const entry = findPrice(prices, chainId, mint)
    const symbol = entry?.symbol ?? (mint ? '???' : SOL.symbol)
    const numeric = formatUnits(amount, decimals)
    const price = (entry?.usd ?? 0) * rate
    return {
      name: entry?.name ?? (mint ? 'Unknown token' : SOL.name),
      symbol,
      chainId,
      ...(mint ? { address: `${chainId}:${mint}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: entry?.iconUrl ?? params.iconUrl(symbol),
    }
  }
  const held = amounts.tokens
    .filter((token) => token.amount > 0n)
    .map((token) => toBalance(token.mint, token.amount, token.decimals))
  // spec §5's low-quality rule, core's one definition (the modal applies the same to any other source)
  const tokens = filterTokenBalances(held).sort(
    (a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol),
  )
  return [toBalance(undefined, amounts.native, SOL_DECIMALS), ...tokens]
}
