// The swap service's records: the tokens it trades and its quotes.

/** What the pool gives for an amount: the service's best quote. */
export interface SwapQuote {
  /** The quote's source, e.g. 'uniswap-v2'. */
  id: string
  /** Base units of the `from` token. */
  fromAmount: bigint
  /** CAIP-10 id of the `from` token. */
  fromAccount: string
  /** Base units of the `to` token the router's getAmountsOut gives for `fromAmount`. */
  toAmount: bigint
  toAccount: string
  /** Percent, fee included, at least 0 (e.g. 0.42). */
  priceImpact: number
  /** CAIP-10 hops, wrapped native included. */
  route: string[]
}

/** A token the swap service trades on a chain. */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10 id; the native currency is `eip155:<chainId>:0xeeee…eeee` (SWAP_NATIVE_TOKEN_ADDRESS). */
  address: string
  decimals: number
  /** '' when the service has none. */
  logoUri: string
}
