import type { Hex } from 'viem'

/**
 * A transfer as the indexer reads it from a block (addresses and hashes lower-case hex, as the node
 * sends them; amounts decimal): what `writeBlocks` stores as one `transfers` row.
 */
export interface IndexedTransfer {
  chainId: number
  blockNumber: number
  txHash: Hex
  txIndex: number
  /** The log's index in the block; -1 for the transaction's own value; -2 and below for user operations'. */
  logIndex: number
  /** The transaction's sender and recipient (the created contract for a deployment; null without one). */
  txFrom: Hex
  txTo: Hex | null
  status: 'confirmed' | 'failed'
  standard: 'native' | 'erc20' | 'erc721'
  /** The token contract; null for the native currency. */
  token: Hex | null
  fromAddress: Hex
  toAddress: Hex
  /** Base units, decimal. */
  amount: string
  /** An NFT's id, decimal. */
  tokenId: string | null
}

/** What the indexer keeps of a block to notice reorgs. */
export interface BlockHeader {
  number: number
  hash: Hex
  parentHash: Hex
  /** Block time, milliseconds since the epoch. */
  timestamp: number
}

/** A block as read: its header and its transfers. */
export interface IndexedBlock {
  header: BlockHeader
  transfers: IndexedTransfer[]
}

/** Tunables of the indexer; the defaults suit a real chain, tests shorten the intervals. */
export interface IndexerOptions {
  /** Pause between passes once caught up, in ms (default 1000). */
  pollIntervalMs?: number
  /** How long a chain's lease lasts without renewal, in ms (default 30 000). Another instance takes over after it. */
  leaseMs?: number
  /** Most blocks one pass indexes before renewing the lease (default 100). */
  blocksPerPass?: number
  /** Recent block hashes kept per chain for reorg detection (default 128). */
  reorgWindow?: number
  /** Blocks read ahead of the writer at once (default 8). */
  readAhead?: number
  /** This instance's name in the lease table (default host:pid:random). */
  holder?: string
  /** Where progress and failures are written (default console.warn for failures only). */
  log?: (line: string) => void
}

/** Defaults of `IndexerOptions`. */
export const INDEXER_DEFAULTS = {
  pollIntervalMs: 1_000,
  leaseMs: 30_000,
  blocksPerPass: 100,
  reorgWindow: 128,
  readAhead: 8,
} as const

/** Confirmations a chain waits for unless its config says otherwise. */
export const DEFAULT_CONFIRMATIONS = 2
