import type { transfers } from '../db/schema'

/** A transfer row as the indexer writes it. */
export type NewTransfer = typeof transfers.$inferInsert

/** What the indexer keeps of a block to notice reorgs. */
export interface BlockHeader {
  number: number
  hash: string
  parentHash: string
  /** Block time, milliseconds since the epoch. */
  timestamp: number
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
} as const

/** Confirmations a chain waits for unless its config says otherwise. */
export const DEFAULT_CONFIRMATIONS = 2
