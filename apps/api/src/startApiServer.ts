import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './createApp'
import { openDatabase } from './db/openDatabase'
import { resolveDatabaseConfig } from './db/resolveDatabaseConfig'
import type { DatabaseConfig, DatabaseHandle } from './db/types'
import type { ApiApp, AppDeps } from './http/types'
import { type StartIndexerReturnType, startIndexer } from './indexer/startIndexer'
import type { IndexerOptions } from './indexer/types'
import { type CreateProjectParameters, ensureProject } from './projects'
import { flushRateLimiters } from './rateLimit/createRateLimiter'
import { seedWalletRegistry } from './registry/seedWalletRegistry'

export interface StartApiServerParameters extends Omit<AppDeps, 'db'> {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * An open database (the caller closes it), or where to open one (closed by `stop()`).
   * Default: from the environment (`DATABASE_URL`, else PGlite under `LATCH_DATA_DIR`).
   */
  database?: DatabaseHandle | DatabaseConfig
  /** Projects to create (or whose origins to add) at start, e.g. the demo project. */
  projects?: (CreateProjectParameters & { id: string })[]
  /** Load the shipped wallet registry when the wallets table is empty (default true). */
  seedWallets?: boolean
  /**
   * Run the chain indexer in this process (default: on when `chains` are configured), with these
   * options; `false` leaves indexing to another process (`npm run api -- index`).
   */
  indexer?: boolean | IndexerOptions
}

export interface StartApiServerReturnType {
  /** e.g. `http://127.0.0.1:8787` */
  url: string
  app: ApiApp
  database: DatabaseHandle
  /** The indexer running in this process, if any. */
  indexer?: StartIndexerReturnType
  /** Stops the indexer and listening, closes open connections and the database if this call opened it. */
  stop(): Promise<void>
}

/**
 * Opens the database (applying migrations), seeds the wallet registry and the given projects, and
 * serves the app on loopback.
 *
 * @example
 * const api = await startApiServer({ port: 8787, database: { dataDir: '.latch-data/api' }, chains })
 * console.log(api.url)
 * await api.stop()
 */
export async function startApiServer(params: StartApiServerParameters): Promise<StartApiServerReturnType> {
  const {
    port = 0,
    host = '127.0.0.1',
    database: given,
    projects = [],
    seedWallets = true,
    indexer: indexerOption = true,
    ...deps
  } = params
  const owned = !given || !('db' in given)
  const database = given && 'db' in given ? given : await openDatabase(given ?? resolveDatabaseConfig())
  try {
    if (seedWallets) await seedWalletRegistry(database.db)
    for (const project of projects) await ensureProject(database.db, project)
    const appDeps: AppDeps = { ...deps, db: database.db }
    const app = createApp(appDeps)
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve({ fetch: app.fetch, port, hostname: host }, () => resolve(listening))
      listening.once('error', reject)
    })
    const address = server.address() as AddressInfo
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
    // The port is known only now (0 picks one); until an operator names a public URL, links use this one.
    appDeps.publicUrl ??= url
    const indexer =
      indexerOption !== false && deps.chains.length > 0
        ? startIndexer({
            ...(indexerOption === true ? {} : indexerOption),
            db: database.db,
            chains: deps.chains,
          })
        : undefined
    let stopped: Promise<void> | undefined
    return {
      url,
      app,
      database,
      ...(indexer ? { indexer } : {}),
      stop: () => {
        stopped ??= (async () => {
          await indexer?.stop()
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            if ('closeAllConnections' in server) server.closeAllConnections()
          })
          await flushRateLimiters(database.db)
          if (owned) await database.close()
        })()
        return stopped
      },
    }
  } catch (error) {
    if (owned) await database.close()
    throw error
  }
}
