import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../testing'
import { startIndexer } from './startIndexer'

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(() => database.close())

describe('startIndexer logs', () => {
  it('name an unreachable chain by its RPC host, never by the key in its URL', async () => {
    const lines: string[] = []
    const indexer = startIndexer({
      db: database.db,
      chains: [
        { id: 31337, name: 'down', rpcUrl: 'http://user:pass@127.0.0.1:1/v2/provider-key?apikey=query-key' },
      ],
      pollIntervalMs: 10,
      log: (line) => lines.push(line),
    })
    try {
      await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0), { timeout: 10_000 })
    } finally {
      await indexer.stop()
    }
    expect(lines[0]).toContain('[indexer] chain 31337 (http://127.0.0.1:1/…)')
    for (const secret of ['provider-key', 'query-key', 'pass']) expect(lines.join('\n')).not.toContain(secret)
  })
})
