import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { lockDataDir } from './lockDataDir'
import { migratePgliteDatabase, migratePostgresDatabase } from './migrateDatabase'
import { describeDatabaseConfig } from './resolveDatabaseConfig'
import * as schema from './schema'
import type { DatabaseConfig, DatabaseHandle } from './types'

export interface OpenDatabaseOptions {
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean
  /** Most connections a server pool opens (default 10; PGlite has one). */
  maxConnections?: number
}

/**
 * Opens the database (PGlite for `{ dataDir }`, `memory://` for a throwaway one; a PostgreSQL pool for
 * `{ url }`) and applies the checked-in migrations. The same code runs on both.
 *
 * @example
 * const database = await openDatabase(resolveDatabaseConfig())
 * await database.db.select().from(projects)
 * await database.close()
 */
export async function openDatabase(
  config: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const location = describeDatabaseConfig(config)
  if ('url' in config) {
    const pool = new pg.Pool({ connectionString: config.url, max: options.maxConnections ?? 10 })
    pool.on('error', (error) =>
      console.error(`[api] idle PostgreSQL connection to ${location} failed: ${error.message}`),
    )
    // The pool listens for errors of idle connections only: one lost while checked out (mid-transaction,
    // when the server restarts) would emit 'error' with no listener and end the process. Log it instead;
    // its query fails and the pool drops it on release.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        console.error(`[api] PostgreSQL connection to ${location} failed: ${error.message}`),
      ),
    )
    try {
      if (options.migrate !== false) await migratePostgresDatabase(pool)
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', location, close: () => pool.end() }
  }

  const inMemory = config.dataDir.startsWith('memory://')
  const release = inMemory ? () => {} : lockDataDir(config.dataDir)
  let client: PGlite | undefined
  try {
    client = await PGlite.create(config.dataDir)
    if (options.migrate !== false) await migratePgliteDatabase(client)
  } catch (error) {
    await client?.close()
    release()
    throw error
  }
  const pglite = client
  let closed = false
  return {
    db: drizzlePglite({ client: pglite, schema }),
    kind: 'pglite',
    location,
    async close() {
      if (closed) return
      closed = true
      await pglite.close()
      release()
    },
  }
}
