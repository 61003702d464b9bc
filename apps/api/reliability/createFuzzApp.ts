import { DEVNET_ADDRESSES } from '@latch/devnet'
import { createApp } from '../src/createApp'
import { openDatabase } from '../src/db/openDatabase'
import type { DatabaseHandle } from '../src/db/types'
import type { ApiApp, ApiChain } from '../src/http/types'
import { registerName } from '../src/names/registerName'
import { createProject } from '../src/projects/createProject'
import { flushRateLimiters } from '../src/rateLimit/createRateLimiter'
import { seedWalletRegistry } from '../src/registry/seedWalletRegistry'
import { createSession } from '../src/sessions/createSession'
import type { FuzzTarget } from './fuzzRequestArbitrary'

/** The origin the fuzzed project allows. */
export const FUZZ_ORIGIN = 'http://127.0.0.1:5173'
const PROJECT_ID = 'fuzz'
const SESSION_ID = 'fuzz-session'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export interface FuzzApp extends FuzzTarget {
  app: ApiApp
  database: DatabaseHandle
  close(): Promise<void>
}

/**
 * The service the fuzzer calls in-process: the app over a fresh database (PGlite in memory, or a
 * PostgreSQL `url`), with the wallet registry, a project, a name and a session to find, the given chains
 * (a real anvil makes the balance route answer), and a rate limit far above the run (keyed on
 * `x-forwarded-for`, which the fuzzer also sends, so that parsing is exercised). Returns the target
 * description `fuzzRoutes` takes: the project, its origin, and plausible values per field name.
 *
 * @example
 * const target = await createFuzzApp({ chains: [{ id: 31337, name: 'anvil', rpcUrl: anvil.url }] })
 * await fuzzRoutes({ ...target, fetch: target.app.fetch, runsPerRoute: 300 })
 */
export async function createFuzzApp(params: { chains: ApiChain[]; url?: string }): Promise<FuzzApp> {
  const database = await openDatabase(params.url ? { url: params.url } : { dataDir: 'memory://' })
  try {
    const { db } = database
    await seedWalletRegistry(db)
    await createProject(db, { id: PROJECT_ID, name: 'fuzz', origins: [FUZZ_ORIGIN] })
    const address = DEVNET_ADDRESSES[0]
    await registerName(db, { name: 'alice.latch.local', attributes: { avatar: 'x' }, coinType: 60, address })
    await createSession(db, {
      id: SESSION_ID,
      projectId: PROJECT_ID,
      address,
      chainId: 'eip155:31337',
      message: 'sign in',
      signature: `0x${'11'.repeat(65)}`,
    })
    const chainIds = params.chains.map((chain) => `eip155:${chain.id}`)
    const app = createApp({
      db,
      chains: params.chains,
      prices: {
        currencies: { eur: 0.9 },
        tokens: params.chains.map((chain) => ({ chainId: chain.id, usd: 3000 })),
      },
      rateLimit: { max: 1_000_000_000, windowSeconds: 60 },
      clientIpHeader: 'x-forwarded-for',
    })
    return {
      app,
      database,
      projectId: PROJECT_ID,
      allowedOrigin: FUZZ_ORIGIN,
      plausible: {
        address: [address, `eip155:31337:${address}`, DEVNET_ADDRESSES[1]],
        account: [address, `eip155:31337:${address}`],
        id: ['metamask', 'rainbow', SESSION_ID, 'ETH'],
        name: ['alice', 'alice.latch.local', 'bob-the-builder'],
        chainId: [...chainIds, 'eip155:1'],
        chains: [chainIds.join(','), 'eip155:1,eip155:8453'],
        include: ['metamask,rainbow'],
        exclude: ['rainbow'],
        page: ['1', '2', '11'],
        entries: ['1', '40', '100'],
        limit: ['1', '20', '100'],
        search: ['wallet', 'meta', 'ＭＥＴＡ', 'é'],
        currency: ['usd', 'eur', 'xyz'],
        addresses: [chainIds.map((chainId) => `${chainId}:${NATIVE}`)],
        url: ['http://127.0.0.1:5173/', 'https://example.com/a?b#c'],
        domain: ['127.0.0.1'],
        eventId: ['event-1'],
        timestamp: [Date.now()],
        props: [{ type: 'track', event: 'MODAL_OPEN' }],
        pci: [SESSION_ID],
        signature: [`0x${'11'.repeat(65)}`],
      },
      async close() {
        // The limiter holds back counts for up to 100 ms: write them while the database is open.
        await flushRateLimiters(db)
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
