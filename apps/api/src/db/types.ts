import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

/** The Drizzle database every query runs on, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where the data lives: a PostgreSQL server (`url`) or PGlite in-process (`dataDir`, or `memory://`). */
export type DatabaseConfig = { url: string } | { dataDir: string }

/** An open database with its driver kind and a way to close it. */
export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Human-readable location, without credentials. */
  location: string
  close(): Promise<void>
}
