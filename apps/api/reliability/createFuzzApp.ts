import { randomBytes } from 'node:crypto'
import {
  DEVNET_ADDRESSES,
  DEVNET_TOKEN_DEFINITIONS,
  type DevnetToken,
  deployAccountAbstraction,
  deploySwapMarket,
  devnetPaymasterSettings,
  devnetSwapSettings,
  FIXTURE_ARTIFACTS,
  FIXTURE_DEPLOYER_KEY,
  type StartMailSinkReturnType,
  startMailSink,
} from '@latch/devnet'
import { createWalletClient, getAddress, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createApp } from '../src/createApp'
import { openDatabase } from '../src/db/openDatabase'
import type { DatabaseHandle } from '../src/db/types'
import type { ApiApp, ApiChain } from '../src/http/types'
import { createSmtpMailer } from '../src/mail/createSmtpMailer'
import { registerName } from '../src/names/registerName'
import { configurePaymasters } from '../src/paymaster/configurePaymasters'
import { createProject } from '../src/projects/createProject'
import { flushRateLimiters } from '../src/rateLimit/createRateLimiter'
import { seedWalletRegistry } from '../src/registry/seedWalletRegistry'
import { createSession } from '../src/sessions/createSession'
import { confirmMailedLink } from '../src/testing/confirmMailedLink'
import type { FuzzTarget } from './fuzzRequestArbitrary'

/** The origin the fuzzed project allows. */
export const FUZZ_ORIGIN = 'http://127.0.0.1:5173'
/** The embedded wallet frame's origin: the only caller of /v1/auth/*. */
export const FUZZ_FRAME_ORIGIN = 'http://127.0.0.1:5174'
const FUZZ_EMAIL = 'fuzz@latch.test'
const FUZZ_DEVICE = 'fuzz-device'
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
 * (a real anvil makes the balance route answer; the first one gets the devnet's Uniswap market on two of
 * its tokens, so the swap routes quote and build), and a rate limit far above the run (keyed on
 * `x-forwarded-for`, which the fuzzer also sends, so that parsing is exercised). Returns the target
 * description `fuzzRoutes` takes: the project, its origin, and plausible values per field name.
 *
 * @example
 * const target = await createFuzzApp({ chains: [{ id: 31337, name: 'anvil', rpcUrl: anvil.url }] })
 * await fuzzRoutes({ ...target, fetch: target.app.fetch, runsPerRoute: 300 })
 */
export async function createFuzzApp(params: { chains: ApiChain[]; url?: string }): Promise<FuzzApp> {
  const database = await openDatabase(params.url ? { url: params.url } : { dataDir: 'memory://' })
  // A real SMTP sink: the email login routes mail codes, and the fuzzer's session comes from one.
  let mail: StartMailSinkReturnType | undefined
  try {
    mail = await startMailSink()
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
    const [first] = params.chains
    const accountAbstraction = []
    for (const chain of params.chains) {
      accountAbstraction.push({ id: chain.id, ...(await deployAccountAbstraction(chain.rpcUrl)) })
    }
    const tokens = first ? await deployTokens(first.rpcUrl) : []
    const market = first ? await deploySwapMarket(first.rpcUrl, tokens) : undefined
    // The native currency, the two pooled tokens, and a token with no pool (a pair's own LP token).
    const swapTokens =
      first && market
        ? [NATIVE, ...tokens.map((token) => token.address), market.pools[0]!.pair].map(
            (token) => `eip155:${first.id}:${token}`,
          )
        : []
    const app = createApp({
      db,
      chains: params.chains,
      prices: {
        currencies: { eur: 0.9 },
        tokens: params.chains.map((chain) => ({ chainId: chain.id, usd: 3000 })),
      },
      rateLimit: { max: 1_000_000_000, windowSeconds: 60 },
      clientIpHeader: 'x-forwarded-for',
      frameOrigins: [FUZZ_FRAME_ORIGIN],
      mailer: createSmtpMailer({ url: mail.smtpUrl, from: 'fuzz@latch.local' }),
      recoverySecret: randomBytes(32),
      swap: devnetSwapSettings(first && market ? [{ id: first.id, swap: market }] : []),
      // The devnet's ERC-4337 contracts on every chain: the paymaster reads the account factory and the base
      // fee there, so the example request of the document (chain 31337, EntryPoint v0.8) meets the policy.
      paymasters: configurePaymasters(devnetPaymasterSettings(accountAbstraction)),
    })
    const token = await signIn(app, mail)
    return {
      app,
      database,
      projectId: PROJECT_ID,
      allowedOrigin: FUZZ_ORIGIN,
      frameOrigin: FUZZ_FRAME_ORIGIN,
      bearerTokens: [token],
      plausible: {
        address: [address, `eip155:31337:${address}`, DEVNET_ADDRESSES[1]],
        account: [address, `eip155:31337:${address}`],
        id: ['metamask', 'rainbow', SESSION_ID, 'ETH'],
        name: ['alice', 'alice.latch.local', 'bob-the-builder'],
        // An unserved chain that is no swap network either: a spec swap network (eip155:1) without a market
        // answers the swap routes' documented 503 SWAP_SOURCE_UNAVAILABLE (route-tested), not a fault.
        chainId: [...chainIds, 'eip155:5'],
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
        email: [FUZZ_EMAIL, 'other@latch.test'],
        deviceId: [FUZZ_DEVICE, 'device-2'],
        otp: ['123456', '000000'],
        userAddress: [...chainIds.map((chainId) => `${chainId}:${address}`), `eip155:5:${address}`],
        from: swapTokens,
        to: swapTokens,
        tokenAddress: swapTokens,
        amount: ['1', '1000000', '100000000000000000'],
        slippage: [0.5, 1, 50],
        disableEstimate: [true, false],
      },
      async close() {
        // The limiter holds back counts for up to 100 ms: write them while the database is open.
        await flushRateLimiters(db)
        await Promise.all([database.close(), mail?.stop()])
      },
    }
  } catch (error) {
    await Promise.all([database.close(), mail?.stop()])
    throw error
  }
}

/** An email login as the frame makes it (the device link approved as the person would), so the fuzzer can send a live session token to the routes that need one. */
async function signIn(app: ApiApp, mail: StartMailSinkReturnType): Promise<string> {
  const post = (path: string, body: object) =>
    app.request(`${path}?projectId=${PROJECT_ID}`, {
      method: 'POST',
      headers: { origin: FUZZ_FRAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const device = { email: FUZZ_EMAIL, deviceId: FUZZ_DEVICE }
  const started = await post('/v1/auth/email/start', device)
  if (!started.ok) throw new Error(`the fuzz app's email login did not start: ${await started.text()}`)
  /** The first line of a mail to the fuzz address that `pattern` matches, waiting up to 5 s. */
  const readMail = async (pattern: RegExp) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = mail
        .messages()
        .map((message) => pattern.exec(message.text)?.[1])
        .find(Boolean)
      if (found) return found
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the fuzz app never received a mail matching ${pattern}`)
  }
  // a new address's device is approved from the mail first: the link's page, then its button
  await confirmMailedLink(app, new URL(await readMail(/^(https?:\/\/\S+)$/m)))
  await post('/v1/auth/device/wait', device)
  const otp = await readMail(/^(\d{6})$/m)
  const verified = await post('/v1/auth/email/verify', { ...device, otp })
  if (!verified.ok) throw new Error(`the fuzz app's email login failed: ${await verified.text()}`)
  return ((await verified.json()) as { token: string }).token
}

/** The devnet's LUSD and LGLD on a bare chain (deployed by the fixture deployer, who owns them), for its market. */
async function deployTokens(rpcUrl: string): Promise<DevnetToken[]> {
  const deployer = createWalletClient({
    account: privateKeyToAccount(FIXTURE_DEPLOYER_KEY),
    transport: http(rpcUrl),
  }).extend(publicActions)
  const tokens: DevnetToken[] = []
  for (const { name, symbol, decimals, usd } of DEVNET_TOKEN_DEFINITIONS.slice(0, 2)) {
    const hash = await deployer.deployContract({
      ...FIXTURE_ARTIFACTS.LatchToken,
      args: [name, symbol, decimals, [DEVNET_ADDRESSES[0]], 10n ** 24n],
      chain: null,
    })
    const { contractAddress } = await deployer.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    tokens.push({ address: getAddress(contractAddress!), name, symbol, decimals, usd })
  }
  return tokens
}
