import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/types'
import type { ApiChain } from '../src/http/types'
import { startIndexer } from '../src/indexer/startIndexer'
import { waitForIndexedBlock } from '../src/indexer/waitForIndexedBlock'

/** What one indexing run measured. */
export interface IndexerFigures {
  blocks: number
  transfers: number
  seconds: number
  transfersPerSecond: number
  blocksPerSecond: number
  /** `pg_total_relation_size('transfers')` (the table, its TOAST and its indexes) per row. */
  bytesPerTransfer: number
  /** Every table the indexer writes (transfers and what it keeps beside them), per transfer row. */
  indexerBytesPerTransfer: number
}

/** Tables the indexer writes besides `transfers`, where they exist (the schema changes over time). */
const INDEXER_TABLES = ['transfers', 'tokens', 'indexed_blocks', 'account_tokens', 'account_activity']

async function sizeOf(db: Database, table: string): Promise<number> {
  const { rows } = (await db.execute(
    sql`select pg_total_relation_size(to_regclass(${table}))::text as bytes`,
  )) as unknown as { rows: { bytes: string | null }[] }
  return Number(rows[0]?.bytes ?? 0)
}

async function countTransfers(db: Database, chainId: number): Promise<number> {
  const { rows } = (await db.execute(
    sql`select count(*)::text as n from transfers where chain_id = ${chainId}`,
  )) as unknown as { rows: { n: string }[] }
  return Number(rows[0]?.n ?? 0)
}

/**
 * Runs the indexer on `chain` from where its cursor is up to block `head` and measures it: transfers
 * and blocks per second of wall time, then the bytes the transfers table (with its indexes) takes per
 * row. Nothing else runs in this process meanwhile.
 *
 * @example
 * const figures = await measureIndexer(database.db, { chain, head: 1_003 })
 */
export async function measureIndexer(
  db: Database,
  params: { chain: ApiChain; head: number; fromBlock: number; transfersBefore?: number },
): Promise<IndexerFigures> {
  const started = performance.now()
  const indexer = startIndexer({ db, chains: [params.chain], pollIntervalMs: 20, log: () => {} })
  try {
    await waitForIndexedBlock(db, params.chain.id, params.head, { timeoutMs: 60 * 60_000, intervalMs: 50 })
  } finally {
    await indexer.stop()
  }
  const seconds = (performance.now() - started) / 1000
  const all = await countTransfers(db, params.chain.id)
  const transfers = all - (params.transfersBefore ?? 0)
  const blocks = params.head + 1 - params.fromBlock
  const sizes = await Promise.all(INDEXER_TABLES.map((table) => sizeOf(db, table)))
  return {
    blocks,
    transfers,
    seconds,
    transfersPerSecond: transfers / seconds,
    blocksPerSecond: blocks / seconds,
    bytesPerTransfer: sizes[0]! / all,
    indexerBytesPerTransfer: sizes.reduce((sum, size) => sum + size, 0) / all,
  }
}
