import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { count } from 'drizzle-orm'
import { integer, pgSchema } from 'drizzle-orm/pg-core'
import { MIGRATIONS_FOLDER } from '../db/migrateDatabase'
import type { CliContext } from './types'

/** Drizzle's own record of the migrations it ran (not part of the schema: the migrator creates it). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: integer('id') })

/** How many migrations these services ship: the entries of drizzle-kit's journal beside the SQL files. */
async function countShippedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}

/**
 * `migrate`: opens the database, which applies every pending migration shipped with the services (one
 * instance at a time on PostgreSQL, under an advisory lock), then says how many the database holds. For a
 * deploy step that migrates before the new version serves; `serve`, `index` and the other commands also
 * migrate when they open the database.
 *
 * @example
 * await migrate({ args: [], openDatabase, out }) // "postgres postgres://***@db/latch: 12 of 12 migrations applied"
 */
export async function migrate(context: CliContext): Promise<void> {
  parseArgs({ args: context.args, options: {} })
  const shipped = await countShippedMigrations()
  const database = await context.openDatabase()
  try {
    const [row] = await database.db.select({ applied: count() }).from(appliedMigrations)
    const applied = row?.applied ?? 0
    context.out(`${database.kind} ${database.location}: ${applied} of ${shipped} migrations applied`)
    if (applied > shipped)
      context.out('The database was migrated by a newer version of the services: upgrade this one.')
  } finally {
    await database.close()
  }
}
