/** One row of the fixed price table: a chain's native currency (no `address`) or one of its tokens. */
export interface PriceEntry {
  /** An eip155 chain id (`31337`), or a Solana cluster's CAIP-2 id (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
  chainId: number | string
  /** The token contract (0x…), or on Solana the SPL mint (base58); absent for the native currency. */
  address?: string
  /** Price of one whole unit in US dollars. */
  usd: number
  /** Shown when the indexer has not read the token's own name, symbol or decimals. */
  name?: string
  symbol?: string
  decimals?: number
  /** An icon; default the service's generated token image (`/public/getTokenImage/{symbol}`). */
  iconUrl?: string
}

/**
 * The service's price source: a fixed table (the devnet's fixtures, or an operator's list), in US
 * dollars, plus how many units of other fiat currencies one dollar buys.
 *
 * @example
 * const prices: PriceTable = { currencies: { usd: 1, eur: 0.9 }, tokens: [{ chainId: 1, usd: 3000 }] }
 */
export interface PriceTable {
  /** Lower-case currency code → units per US dollar. `usd` is always 1 and need not be listed. */
  currencies?: Record<string, number>
  tokens: readonly PriceEntry[]
}
