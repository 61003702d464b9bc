import type { Address, Hex } from 'viem'

/** The operator's swap market on one chain (one of `AppDeps.chains`): a Uniswap v2 router. */
export interface SwapChainSettings {
  chainId: number
  /** The Uniswap v2 Router02 (or a fork of it): quotes, the allowance's spender and the swap calls. */
  router: string
  /** The router's factory; read from the router (`factory()`) when absent. */
  factory?: string
  /** The wrapped native currency the pools hold; read from the router (`WETH()`) when absent. */
  weth?: string
}

/** Where the services quote and build swaps (from LATCH_SWAP): each chain's market. */
export interface SwapSettings {
  chains: readonly SwapChainSettings[]
}

/** A quote: what `amount` of `from` buys of `to`, and the way through the pools. */
export interface SwapQuote {
  /** The source's id, e.g. `uniswap-v2`. */
  id: string
  toAmount: bigint
  /** In percent, ≥ 0: how far `toAmount` falls short of `amount` at the pools' mid price (fees included). */
  priceImpact: number
  /** The pool path, token contracts only (the native currency is its wrapped token here). */
  path: Address[]
}

/** A transaction to send: the contract, its calldata and the native value. */
export interface SwapCall {
  to: Address
  data: Hex
  value: bigint
}

/** The parameters of a swap call; `from`/`to` may be `SWAP_NATIVE_TOKEN_ADDRESS`. */
export interface SwapCallParameters {
  quote: SwapQuote
  from: Address
  to: Address
  amount: bigint
  minAmountOut: bigint
  recipient: Address
  /** Unix seconds after which the swap reverts. */
  deadline: bigint
}

/**
 * Where quotes and swap calldata come from on one chain; `from`/`to` may be the native currency
 * (`SWAP_NATIVE_TOKEN_ADDRESS`). A second source (an aggregator) implements the same.
 */
export interface SwapQuoteSource {
  /** The quotes' id, e.g. `uniswap-v2`. */
  readonly id: string
  /** What an ERC-20 must allow to move the user's tokens: the router. */
  readonly spender: Address
  /** The token contracts one can swap here (not the native currency). */
  listTokens(): Promise<Address[]>
  /** `undefined` when no pool path can fill `amount`. */
  quote(params: { from: Address; to: Address; amount: bigint }): Promise<SwapQuote | undefined>
  approveCall(params: { token: Address; amount: bigint }): SwapCall
  swapCall(params: SwapCallParameters): SwapCall
}
