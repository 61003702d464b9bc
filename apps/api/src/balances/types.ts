/** A token balance (spec §3); `address` is absent for the native currency. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 id. */
  chainId: string
  /** CAIP-10 id of the token contract; absent for the native currency. */
  address?: string
  /** `quantity` × `price`, in the requested currency. */
  value: number
  /** Price of one whole unit in the requested currency (0 when the price table has none). */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
