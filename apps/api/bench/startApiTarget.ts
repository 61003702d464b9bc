import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ADDRESSES, devnetPrices, startDevnet } from '@latch/devnet'
import { createProject } from '../src/projects/createProject'
import { startApiServer } from '../src/startApiServer'
import { startPostgres } from '../src/testing/startPostgres'

/** The project the benchmark's requests name. */
export const BENCH_PROJECT_ID = 'bench'

export interface ApiTarget {
  /** The URLs to load, by row name. */
  urls: Record<string, string>
  database: string
  stop(): Promise<void>
}

/**
 * Starts what the API benchmark loads: the devnet (fixtures deployed), the API on PGlite in a temporary
 * data directory (or on a throwaway PostgreSQL server with `postgres`), the shipped wallet registry, a
 * project, and the indexer, caught up, so the balance route reads indexed tokens. The rate limit stays
 * on (every request counts against it) with a ceiling the run cannot reach.
 *
 * @example
 * const target = await startApiTarget({ database: 'pglite' })
 */
export async function startApiTarget(params: { database: 'pglite' | 'postgres' }): Promise<ApiTarget> {
  const devnet = await startDevnet({ accountAbstraction: false })
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-api-'))
  const postgres = params.database === 'postgres' ? await startPostgres() : undefined
  const chains = devnet.chains.map((chain) => ({ ...chain, confirmations: 0 }))
  const api = await startApiServer({
    database: postgres ? { url: postgres.url } : { dataDir },
    chains,
    prices: devnetPrices(devnet.chains),
    rateLimit: { max: 1_000_000_000, windowSeconds: 60 },
    indexer: { pollIntervalMs: 1_000, log: () => {} },
  })
  await createProject(api.database.db, { id: BENCH_PROJECT_ID, name: 'bench' })
  const account = DEVNET_ADDRESSES[0]
  const query = `projectId=${BENCH_PROJECT_ID}`
  const urls = {
    'GET /getWallets (page 1, 40 entries)': `${api.url}/getWallets?${query}&page=1&entries=40`,
    'GET /getWallets (search "wallet")': `${api.url}/getWallets?${query}&page=1&entries=40&search=wallet`,
    'GET /v1/account/{address}/balance': `${api.url}/v1/account/${account}/balance?${query}&chainId=eip155:31337`,
  }
  // Wait until the indexer has the fixtures, so the balance lists the tokens.
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(urls['GET /v1/account/{address}/balance'])
    const body = (await response.json()) as { balances?: unknown[] }
    if ((body.balances?.length ?? 0) >= 3) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    urls,
    database: api.database.kind,
    async stop() {
      await api.stop()
      await Promise.allSettled([
        devnet.stop(),
        postgres?.stop(),
        rm(dataDir, { recursive: true, force: true }),
      ])
    },
  }
}
