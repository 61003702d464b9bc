/** The chain namespaces Latch knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network the host configured (spec §3 Network). */
export interface Network {
  /** Chain reference: a number for eip155 (31337), a string elsewhere. */
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: NativeCurrency
  /** The first (or only) JSON-RPC endpoint the host listed. */
  rpcUrl: string
  /**
   * Every endpoint the host listed, `rpcUrl` first, when it listed more than one: the eip155 adapter
   * reads over a fallback transport across them (spec §9).
   */
  rpcUrls?: readonly string[]
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
  imageId?: string
  imageUrl?: string
}
