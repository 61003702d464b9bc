import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../db/schema'
import { openTestDatabase, type TestDatabase } from '../testing'
import { createRateLimiter } from './createRateLimiter'

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
}, 60_000)
afterAll(() => database.close())

const NOW = Date.UTC(2030, 0, 1, 0, 0, 30)

async function stored(client: string): Promise<number> {
  const rows = await database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.projectId, 'p'), eq(rateLimits.client, client)))
  return rows[0]?.count ?? 0
}

describe('createRateLimiter', () => {
  it('writes the first request at once, holds back counts in the lower half, writes them within flushMs', async () => {
    const limiter = createRateLimiter(database.db, { max: 100, windowSeconds: 60, flushMs: 20 })
    for (let i = 0; i < 30; i++)
      expect((await limiter.hit({ projectId: 'p', client: 'a', now: NOW })).allowed).toBe(true)
    expect(await stored('a')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(await stored('a')).toBe(30)
  })

  it('counts every request in the upper half synchronously, so the limit is exact', async () => {
    const limiter = createRateLimiter(database.db, { max: 10, windowSeconds: 60, flushMs: 10_000 })
    const results = []
    for (let i = 0; i < 12; i++)
      results.push((await limiter.hit({ projectId: 'p', client: 'b', now: NOW })).allowed)
    expect(results.filter(Boolean)).toHaveLength(10)
    expect(results.slice(10)).toEqual([false, false])
    expect(await stored('b')).toBe(12)
  })

  it('shares the count between instances through the database', async () => {
    const one = createRateLimiter(database.db, { max: 6, windowSeconds: 60 })
    const other = await database.openAnother()
    const two = createRateLimiter(other.db, { max: 6, windowSeconds: 60 })
    const allowed = []
    for (let i = 0; i < 5; i++) {
      allowed.push((await one.hit({ projectId: 'p', client: 'c', now: NOW })).allowed)
      allowed.push((await two.hit({ projectId: 'p', client: 'c', now: NOW })).allowed)
    }
    expect(allowed.filter(Boolean)).toHaveLength(6)
    await Promise.all([one.flush(), two.flush()])
    expect(await stored('c')).toBe(10)
  })

  it('keeps at most maxKeys clients in memory, writing the counts of those it lets go', async () => {
    const limiter = createRateLimiter(database.db, { max: 100, windowSeconds: 60, maxKeys: 50 })
    for (let i = 0; i < 500; i++) await limiter.hit({ projectId: 'p', client: `d${i}`, now: NOW })
    for (let i = 0; i < 4; i++) await limiter.hit({ projectId: 'p', client: 'd0', now: NOW })
    expect(limiter.size).toBeLessThanOrEqual(50)
    await limiter.flush()
    expect(await stored('d0')).toBe(5)
    expect(await stored('d499')).toBe(1)
  })
})
