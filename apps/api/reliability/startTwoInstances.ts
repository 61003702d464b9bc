import { DEVNET_ADDRESSES, devnetPrices, type StartDevnetReturnType, startDevnet } from '@latch/devnet'
import { openDatabase } from '../src/db/openDatabase'
import { createProject } from '../src/projects/createProject'
import { type StartPostgresReturnType, startPostgres } from '../src/testing/startPostgres'
import { type ServeInstance, startServeInstance } from './startServeInstance'

/** The project every load request names. */
export const LOAD_PROJECT_ID = 'reliability'

/** The one public address both instances stand for (a load balancer's, in production). */
export const LOAD_PUBLIC_URL = 'https://api.latch.test'

export interface TwoInstances {
  postgres: StartPostgresReturnType
  devnet: StartDevnetReturnType
  /** Two `serve` processes on the one database, both running the indexer (one holds each chain's lease). */
  instances: [ServeInstance, ServeInstance]
  /** An account the devnet fixtures funded, with tokens and history. */
  account: string
  /** Lines the instances wrote to stderr (their logged errors). */
  logs: string[]
  stop(): Promise<void>
}

/**
 * The load and fault tests' world: a throwaway PostgreSQL server, the devnet with its fixture tokens,
 * the project, and two `serve` processes on that one database (rate limit per `x-forwarded-for`, with
 * `rateLimitMax` requests per minute). Waits until the indexer has the fixtures, so balance and history
 * answer with data.
 *
 * @example
 * const world = await startTwoInstances({ rateLimitMax: 1000 })
 * await world.stop()
 */
export async function startTwoInstances(params: { rateLimitMax: number }): Promise<TwoInstances> {
  const [postgres, devnet] = await Promise.all([startPostgres(), startDevnet({ accountAbstraction: false })])
  const started: ServeInstance[] = []
  const logs: string[] = []
  const stop = async () => {
    await Promise.all(started.map((instance) => instance.stop('SIGTERM')))
    await Promise.allSettled([devnet.stop(), postgres.stop()])
  }
  try {
    const database = await openDatabase({ url: postgres.url })
    await createProject(database.db, { id: LOAD_PROJECT_ID, name: 'reliability' })
    await database.close()
    const env = {
      DATABASE_URL: postgres.url,
      LATCH_API_CHAINS: JSON.stringify(
        devnet.chains.map((chain) => ({
          id: chain.id,
          name: chain.name,
          rpcUrl: chain.rpcUrl,
          confirmations: 0,
        })),
      ),
      LATCH_API_PRICES: JSON.stringify(devnetPrices(devnet.chains)),
      LATCH_RATE_LIMIT_MAX: String(params.rateLimitMax),
      LATCH_RATE_LIMIT_WINDOW_SECONDS: '60',
      LATCH_CLIENT_IP_HEADER: 'x-forwarded-for',
      // both behind one public address, as in production: name messages are signed for its host
      LATCH_PUBLIC_URL: LOAD_PUBLIC_URL,
    }
    // One after the other: both apply migrations under an advisory lock, the second finds them done.
    for (const name of ['a', 'b']) {
      started.push(await startServeInstance({ env, onLog: (line) => logs.push(`${name}: ${line}`) }))
    }
    const account = DEVNET_ADDRESSES[0]
    const url = `${started[0]?.url}/v1/account/${account}/history?projectId=${LOAD_PROJECT_ID}&chainId=eip155:${devnet.chains[0]?.id}`
    for (let tries = 0; tries < 200; tries += 1) {
      const headers = { 'x-forwarded-for': `10.255.0.${tries}` }
      const body = (await (await fetch(url, { headers })).json()) as {
        data?: unknown[]
      }
      if ((body.data?.length ?? 0) > 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { postgres, devnet, instances: started as [ServeInstance, ServeInstance], account, logs, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
