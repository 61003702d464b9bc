import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DataDirInUseError } from './db/lockDataDir'
import { openDatabase } from './db/openDatabase'
import { analyticsEvents, wallets } from './db/schema'
import { startApiServer } from './startApiServer'
import { TEST_CHAINS } from './testing'

let dataDir: string
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latch-api-durability-'))
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

describe('PGlite under a data directory', () => {
  it('keeps projects, origins, events and the registry across a restart', async () => {
    const project = { id: 'durable', name: 'Durable', origins: ['http://127.0.0.1:5173'] }
    const first = await startApiServer({
      database: { dataDir },
      chains: TEST_CHAINS,
      indexer: false,
      projects: [project],
    })
    const event = {
      eventId: 'before-restart',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { a: 1 },
    }
    const posted = await fetch(`${first.url}/e?projectId=durable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(posted.status).toBe(202)
    const [before] = await first.database.db.select({ value: count() }).from(wallets)
    await first.stop()

    const second = await startApiServer({
      database: { dataDir },
      chains: TEST_CHAINS,
      indexer: false,
      projects: [{ ...project, origins: ['https://second.example'] }],
    })
    try {
      const origins = await fetch(`${second.url}/projects/v1/origins?projectId=durable`)
      expect(await origins.json()).toEqual({
        allowedOrigins: ['http://127.0.0.1:5173', 'https://second.example'],
      })
      const rows = await second.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.eventId, 'before-restart'))
      expect(rows).toMatchObject([{ projectId: 'durable', props: { a: 1 } }])
      const [after] = await second.database.db.select({ value: count() }).from(wallets)
      expect(after?.value).toBe(before?.value)
      expect(before?.value).toBeGreaterThanOrEqual(300)
    } finally {
      await second.stop()
    }
  }, 60_000)

  it('refuses a second open of a directory in use, and takes over a lock left by a dead process', async () => {
    const database = await openDatabase({ dataDir })
    try {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError)
    } finally {
      await database.close()
    }
    await writeFile(join(dataDir, 'latch-api.pid'), '999999999')
    const reopened = await openDatabase({ dataDir })
    await reopened.close()
  }, 60_000)
})
