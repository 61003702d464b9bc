// What an account holds, as the services report it: its token balances and NFTs.

/** An NFT the account owns (the NFTs tab). */
export interface Nft {
  /** CAIP-2 id of the chain. */
  chainId: string
  contract: { address: string; name: string; symbol: string }
  /** Decimal. */
  tokenId: string
  /** From the token's metadata, else `<collection name> #<id>`. */
  name: string
  /** An http(s) or `data:image/…` URL, or null when the service has no image. */
  imageUrl: string | null
  flags: { is_spam: boolean }
}

/** A token balance (spec §3); `address` is absent for the native token. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 id. */
  chainId: string
  /** CAIP-10 id of the token contract; absent for the native token. */
  address?: string
  /** `quantity` × `price`, in the requested currency. */
  value: number
  /** Price of one whole unit in the requested currency (0 when the service has none). */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}
