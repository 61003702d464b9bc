// The short versions of the load and fault figures: two `serve` processes on one PostgreSQL server,
// 3 s of mixed traffic, then 6 s with a SIGKILL of one instance and a PostgreSQL restart.
// `npm run reliability` runs 60 s of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faults } from './faults'
import { loadMixed } from './loadMixed'
import { startTwoInstances, type TwoInstances } from './startTwoInstances'

let world: TwoInstances

beforeAll(async () => {
  // A limit the over-limit client passes within the short run; the others rotate over 2,000 addresses.
  world = await startTwoInstances({ rateLimitMax: 20 })
}, 90_000)
afterAll(async () => {
  await world?.stop()
})

describe('two instances on one PostgreSQL', () => {
  it('answer mixed traffic with no error but the intended 429s', async () => {
    const result = await loadMixed(world, { seconds: 3, writeRate: 30 })
    expect(result.errors, JSON.stringify(result.kinds)).toBe(0)
    expect(result.limited).toBeGreaterThan(0)
    for (const kind of result.kinds) expect(kind.right, kind.name).toBeGreaterThan(0)
    expect(world.logs.filter((line) => /error|failed/i.test(line))).toEqual([])
  }, 60_000)

  it('keep every acknowledged write through a SIGKILL and a PostgreSQL restart', async () => {
    const figure = await faults(world, { seconds: 6, writeRate: 30 })
    expect(figure.acknowledged.analytics).toBeGreaterThan(0)
    expect(figure.acknowledged.names).toBeGreaterThan(0)
    expect(figure.found).toEqual(figure.acknowledged)
    expect(figure.wrongAnswers, JSON.stringify(figure.load.kinds)).toBe(0)
    expect(figure.victimConnectionErrors).toBeGreaterThan(0)
    expect(figure.load.connectionErrors[1]).toBe(0)
    expect(figure.survivorRightAfterKill).toBeGreaterThan(0)
    expect(figure.recoveryMs).toBeGreaterThanOrEqual(0)
    expect(figure.survivorAlive).toBe(true)
  }, 60_000)
})
