import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ADDRESSES, devnetPrices, startDevnet } from '@latch/devnet'
import type { DatabaseConfig } from '../src/db/types'
import type { ApiChain } from '../src/http/types'
import { createProject } from '../src/projects/createProject'
import { startApiServer } from '../src/startApiServer'
import { startPostgres } from '../src/testing/startPostgres'

/** The project the benchmark's requests name. */
export const BENCH_PROJECT_ID = 'bench'

/** The balance row of the whale: the name the runner finds it by. */
export const WHALE_BALANCE_ROW = 'GET /v1/account/{whale}/balance'

export interface ApiTargetParameters {
  database: 'pglite' | 'postgres'
  /** A database to serve (already indexed) instead of a new one of `database`'s kind. */
  config?: DatabaseConfig
  /** The dense chain and its whale, whose balance gets a row of its own. */
  dense?: { chain: ApiChain; whale: string; transfers: number }
}

export interface ApiTarget {
  /** The URLs to load, by row name. */
  urls: Record<string, string>
  database: string
  stop(): Promise<void>
}

/**
 * Starts what the API benchmark loads: the devnet (fixtures deployed), the API on PGlite in a temporary
 * data directory (or on a throwaway PostgreSQL server with `postgres`, or on the given database), the
 * shipped wallet registry, a project, and the indexer, caught up, so the balance route reads indexed
 * tokens. The rate limit stays on (every request counts against it) with a ceiling the run cannot reach.
 *
 * @example
 * const target = await startApiTarget({ database: 'pglite' })
 */
export async function startApiTarget(params: ApiTargetParameters): Promise<ApiTarget> {
  const devnet = await startDevnet({ accountAbstraction: false })
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-api-'))
  const postgres = !params.config && params.database === 'postgres' ? await startPostgres() : undefined
  const chains = [
    ...devnet.chains.map((chain) => ({ ...chain, confirmations: 0 })),
    ...(params.dense ? [params.dense.chain] : []),
  ]
  const api = await startApiServer({
    database: params.config ?? (postgres ? { url: postgres.url } : { dataDir }),
    chains,
    prices: devnetPrices(devnet.chains),
    rateLimit: { max: 1_000_000_000, windowSeconds: 60 },
    indexer: { pollIntervalMs: 1_000, log: () => {} },
  })
  await createProject(api.database.db, { id: BENCH_PROJECT_ID, name: 'bench' })
  const account = DEVNET_ADDRESSES[0]
  const query = `projectId=${BENCH_PROJECT_ID}`
  const urls: Record<string, string> = {
    'GET /getWallets (page 1, 40 entries)': `${api.url}/getWallets?${query}&page=1&entries=40`,
    'GET /getWallets (search "wallet")': `${api.url}/getWallets?${query}&page=1&entries=40&search=wallet`,
    'GET /v1/account/{address}/balance': `${api.url}/v1/account/${account}/balance?${query}&chainId=eip155:31337`,
  }
  if (params.dense) {
    const { chain, whale, transfers } = params.dense
    urls[`${WHALE_BALANCE_ROW} (${transfers.toLocaleString('en-US')} transfers)`] =
      `${api.url}/v1/account/${whale}/balance?${query}&chainId=eip155:${chain.id}`
  }
  // Wait until the indexer has the fixtures, so the balance lists the tokens.
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(urls['GET /v1/account/{address}/balance']!)
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
