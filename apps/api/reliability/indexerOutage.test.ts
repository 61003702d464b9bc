// The short version of the indexer outage figure (npm run reliability makes more transfers over a longer
// outage): the RPC goes away and comes back, and the index has every transfer exactly once.
import { expect, it } from 'vitest'
import { indexerOutage } from './indexerOutage'

it('the indexer survives an RPC that goes away and comes back: no gap, no duplicate', async () => {
  const figure = await indexerOutage({ transfersPerPhase: 3, outageMs: 1_500 })
  expect(figure.recordedOnce).toBe(9)
  expect(figure.missing).toBe(0)
  expect(figure.duplicated).toBe(0)
  // It noticed the outage (and kept going), rather than never having tried during it.
  expect(figure.failuresLogged).toBeGreaterThan(0)
}, 60_000)
