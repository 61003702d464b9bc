import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../src/db/openDatabase'
import type { DatabaseConfig } from '../src/db/types'
import type { ApiChain } from '../src/http/types'
import { startPostgres } from '../src/testing/startPostgres'
import { buildDenseChain, DENSE_CHAIN_ID, type DenseChain, WHALE } from './denseChain'
import { type IndexerFigures, measureIndexer } from './measureIndexer'

export type BenchDatabase = 'postgres' | 'pglite'

/** One indexing figure of the table: which database, which part of the chain. */
export interface IndexerRow {
  database: BenchDatabase
  part: string
  figures: IndexerFigures
}

export interface IndexerPhase {
  rows: IndexerRow[]
  /** The dense chain as the API serves it, with the whale's history indexed on `served`. */
  chain: ApiChain
  whale: string
  /** The database (already indexed) the API target opens. */
  served: { kind: BenchDatabase; config: DatabaseConfig }
  stop(): Promise<void>
}

/** A throwaway database of each kind: a PostgreSQL server, or PGlite in a temporary directory. */
async function startBenchDatabase(kind: BenchDatabase) {
  if (kind === 'postgres') {
    const server = await startPostgres()
    return { config: { url: server.url }, stop: () => server.stop() }
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-pglite-'))
  return { config: { dataDir }, stop: () => rm(dataDir, { recursive: true, force: true }) }
}

/**
 * The indexer part of the benchmark: builds a dense chain (`transfers` among 1,000 addresses, 200 a
 * block), indexes it from genesis into each of `databases` in turn (each alone on the machine but for
 * anvil) and measures it; then appends the whale's `whaleTransfers` and indexes them into the database
 * the API will serve (`serveOn`), so its balance route meets an address with that much history.
 *
 * @example
 * const phase = await runIndexerPhase({ transfers: 200_000, whaleTransfers: 200_000, databases: ['postgres', 'pglite'], serveOn: 'postgres' })
 */
export async function runIndexerPhase(params: {
  transfers: number
  whaleTransfers: number
  databases: readonly BenchDatabase[]
  serveOn: BenchDatabase
  progress: (line: string) => void
}): Promise<IndexerPhase> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {})
  }
  try {
    params.progress(`building a dense chain of ${params.transfers.toLocaleString('en-US')} transfers…`)
    const dense: DenseChain = await buildDenseChain(params.transfers)
    stops.push(() => dense.stop())
    const chain: ApiChain = { id: DENSE_CHAIN_ID, name: 'Dense', rpcUrl: dense.anvil.url, confirmations: 0 }
    const rows: IndexerRow[] = []
    const kinds = [...new Set([...params.databases, params.serveOn])]
    const opened = new Map<BenchDatabase, DatabaseConfig>()
    for (const kind of kinds) {
      const database = await startBenchDatabase(kind)
      stops.push(database.stop)
      opened.set(kind, database.config)
      if (!params.databases.includes(kind)) continue
      params.progress(`indexing it on ${kind}…`)
      const handle = await openDatabase(database.config)
      try {
        const figures = await measureIndexer(handle.db, { chain, head: dense.head, fromBlock: 0 })
        rows.push({
          database: kind,
          part: `${dense.transfers.toLocaleString('en-US')} transfers among 1,000 addresses`,
          figures,
        })
      } finally {
        await handle.close()
      }
    }
    const config = opened.get(params.serveOn)!
    params.progress(
      `adding the whale's ${params.whaleTransfers.toLocaleString('en-US')} transfers and indexing them on ${params.serveOn}…`,
    )
    const whaleHead = await dense.addWhale(params.whaleTransfers)
    const handle = await openDatabase(config)
    try {
      const before = params.databases.includes(params.serveOn) ? dense.transfers : 0
      const figures = await measureIndexer(handle.db, {
        chain,
        head: whaleHead,
        fromBlock: before > 0 ? dense.head + 1 : 0,
        transfersBefore: before,
      })
      rows.push({
        database: params.serveOn,
        part: `then the whale's ${params.whaleTransfers.toLocaleString('en-US')}`,
        figures,
      })
    } finally {
      await handle.close()
    }
    return { rows, chain, whale: WHALE, served: { kind: params.serveOn, config }, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
