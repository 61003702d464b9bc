/** One movement inside a transaction (spec §3), from the account's side. */
export interface TransactionTransfer {
  /** `out` sent by the account, `in` received, `self` both. */
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  fungible_info: { name: string; symbol: string; icon: { url: string } | null } | null
  nft_info: {
    name: string
    flags: { is_spam: boolean }
    content: { preview: { url: string } | null } | null
  } | null
  /** `quantity` × `price`, in US dollars (0 without a price). */
  value: number
  /** Price in US dollars from the service's price table (0 when it has none). */
  price: number
  sender: string
  recipient: string
}

/** A transaction of an account's history (spec §3). */
export interface AccountTransaction {
  /** `eip155:<chainId>:<hash>`. */
  id: string
  metadata: {
    /** ISO 8601 block time. */
    minedAt: string
    /** CAIP-2 id. */
    chain: string
    operationType: 'send' | 'receive' | 'trade' | 'mint' | 'burn'
    status: 'confirmed' | 'failed'
    /** The transaction's sender. */
    sentFrom: string
    /** The transaction's recipient (a contract for a token transfer; the created contract for a deployment). */
    sentTo: string
    hash: string
    blockNumber: number
  }
  transfers: TransactionTransfer[]
}
