// The account's history, as the history service answers it (spec §3 transactions).

/** One token or NFT movement inside a transaction (spec §3). */
export interface TransactionTransfer {
  direction?: string
  /** Who the asset moved from and to (for a token transfer, not the token contract the transaction called). */
  sender?: string
  recipient?: string
  quantity: { numeric: string }
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null } | null
  nft_info?: {
    name?: string
    flags?: { is_spam: boolean }
    content?: { preview?: { url: string } | null } | null
  } | null
  value?: number | null
  price?: number | null
}

/** A transaction of the account's history (spec §3). */
export interface Transaction {
  id: string
  metadata: {
    /** ISO 8601 time the block was mined. */
    minedAt: string
    /** CAIP-2 id of the chain. */
    chain?: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    hash?: string
  }
  transfers: TransactionTransfer[]
}
