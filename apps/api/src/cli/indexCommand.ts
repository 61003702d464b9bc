import { parseArgs } from 'node:util'
import { startIndexer } from '../indexer/startIndexer'
import { readServiceEnv } from './readServiceEnv'
import { type CliContext, UsageError } from './types'

/**
 * `index [--poll-ms 1000]`: runs only the chain indexer (no HTTP) until SIGINT/SIGTERM, for chains from
 * LATCH_API_CHAINS. Any number of these and of `serve` processes may run on one database: one indexes
 * each chain at a time (a lease in Postgres), the others stand by. Start `serve` with
 * LATCH_INDEXER=off to keep indexing here only.
 *
 * @example
 * await indexCommand({ args: [], openDatabase, out })
 */
export async function indexCommand(context: CliContext): Promise<void> {
  const { values } = parseArgs({ args: context.args, options: { 'poll-ms': { type: 'string' } } })
  const pollIntervalMs = values['poll-ms'] === undefined ? undefined : Number(values['poll-ms'])
  if (pollIntervalMs !== undefined && (!Number.isInteger(pollIntervalMs) || pollIntervalMs < 10)) {
    throw new UsageError('--poll-ms takes a whole number of milliseconds, at least 10')
  }
  const { chains } = readServiceEnv()
  if (chains.length === 0) throw new UsageError('index needs chains: set LATCH_API_CHAINS')
  const database = await context.openDatabase()
  const indexer = startIndexer({
    db: database.db,
    chains,
    log: (line) => context.out(line),
    ...(pollIntervalMs ? { pollIntervalMs } : {}),
  })
  context.out(
    `Latch indexer ${indexer.holder} following ${chains.map((chain) => `eip155:${chain.id}`).join(', ')} into ${database.kind}: ${database.location}. Ctrl-C stops it.`,
  )
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve)
    process.once('SIGTERM', resolve)
  })
  await indexer.stop()
  await database.close()
}
