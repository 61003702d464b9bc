// The short version of the fuzzing figure: 300 generated requests per route of /openapi.json, in-process
// on PGlite with a real anvil behind the balance route. `npm run reliability` runs 10,000 per route.
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFuzzApp, type FuzzApp } from './createFuzzApp'
import { fuzzRoutes } from './fuzzRoutes'

/** Per route: about 10 s on two cores. */
const RUNS = 300
let anvil: StartAnvilReturnType
let target: FuzzApp

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  target = await createFuzzApp({
    chains: [{ id: 31337, name: 'anvil', rpcUrl: anvil.url, confirmations: 0 }],
  })
}, 60_000)
afterAll(async () => {
  await Promise.all([target?.close(), anvil?.stop()])
})

it('no route answers 5xx, logs an error or answers a 4xx without { code, message }', async () => {
  const { seed, routes } = await fuzzRoutes({ ...target, fetch: target.app.fetch, runsPerRoute: RUNS })
  expect(routes.length).toBeGreaterThanOrEqual(20)
  for (const route of routes) {
    const label = `${route.route} (seed ${seed}): ${route.examples.join('\n')}`
    expect(route.requests, label).toBe(RUNS)
    expect(
      { serverErrors: route.serverErrors, malformed: route.malformedErrors, logged: route.loggedErrors },
      label,
    ).toEqual({
      serverErrors: 0,
      malformed: 0,
      logged: 0,
    })
  }
  // The fuzz reaches past validation: some answers are successes, not only refusals.
  const successes = routes.reduce(
    (sum, route) =>
      sum +
      Object.entries(route.statuses)
        .filter(([status]) => Number(status) < 300)
        .reduce((n, [, count]) => n + count, 0),
    0,
  )
  expect(successes).toBeGreaterThan(routes.length * 10)
  // The email login's routes are fuzzed past their frame-origin gate and the session check: some answers
  // are theirs (successes, and 401 for a missing or dead session), not only the gate's 403.
  const authRoutes = routes.filter((route) => route.route.includes('/v1/auth/'))
  expect(authRoutes.length).toBeGreaterThanOrEqual(10)
  const count = (predicate: (status: number) => boolean) =>
    authRoutes.reduce(
      (sum, route) =>
        sum +
        Object.entries(route.statuses)
          .filter(([status]) => predicate(Number(status)))
          .reduce((n, [, answers]) => n + answers, 0),
      0,
    )
  expect(count((status) => status < 300)).toBeGreaterThan(authRoutes.length)
  expect(count((status) => status === 401)).toBeGreaterThan(0)
}, 120_000)
