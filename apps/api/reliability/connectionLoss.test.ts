// Found by the fault run: a PostgreSQL restart while a transaction held a pooled connection ended the
// whole instance (the checked-out client emitted 'error' with no listener). The connection is cut here
// the same way the restart cuts it, deterministically: pg_terminate_backend from another session.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../src/db/openDatabase'
import type { DatabaseHandle } from '../src/db/types'
import { type StartPostgresReturnType, startPostgres } from '../src/testing/startPostgres'

let server: StartPostgresReturnType
let database: DatabaseHandle

beforeAll(async () => {
  server = await startPostgres()
  database = await openDatabase({ url: server.url }, { maxConnections: 2 })
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

it('a connection cut in the middle of a transaction fails that transaction only', async () => {
  const admin = new pg.Client({ connectionString: server.url })
  await admin.connect()
  const uncaught: unknown[] = []
  const onUncaught = (error: unknown) => uncaught.push(error)
  process.on('uncaughtException', onUncaught)
  try {
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where state = 'idle in transaction'",
      )
      expect(rowCount).toBe(1)
      // The server's FATAL arrives while this client is checked out but idle, between statements.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.execute(sql`select 1`)
    })
    await expect(transaction).rejects.toThrow()
    expect(uncaught).toEqual([])
    // The pool dropped the dead connection and serves the next query on a new one.
    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined()
  } finally {
    process.off('uncaughtException', onUncaught)
    await admin.end()
  }
}, 30_000)
