// Brings up the local world for the browser tests: both anvils, the mail sink and the identity provider on
// free ports, the API on PGlite in a temp data directory (as `npm run demo` runs it), the embedded wallet's
// frame on its own origin, and the demo built against them and served statically. Playwright passes
// process.env on to the workers.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  devnetBitcoinSettings,
  devnetOnrampSettings,
  devnetPaymasterSettings,
  devnetPrices,
  devnetSolanaSettings,
  devnetSwapSettings,
  findFreePort,
  socialProvidersConfig,
  startDevnet,
  startEmbeddedWalletFrame,
  startIdentityProvider,
  startRelay,
  startTestWallet,
  testWalletListingEntry,
} from '@latch/devnet'
import {
  addProjectOrigin,
  configurePaymasters,
  configureSocialProviders,
  createSmtpMailer,
  DEMO_PROJECT_ID,
  demoProject,
  importWalletRegistry,
  startApiServer,
} from '@latch/services'
import { build, preview } from 'vite'
import { startCodeExpiry } from './test-support/startCodeExpiry'
import { startHostileHost } from './test-support/startHostileHost'

const configFile = join(import.meta.dirname, '../apps/demo/vite.config.ts')

export default async function globalSetup() {
  // The identity provider registers the services' social callback and the on-ramp sandbox reports to their
  // webhook, so the services' port is taken before anything starts.
  const apiPort = await findFreePort()
  const devnet = await startDevnet({
    onrampWebhookUrl: `http://127.0.0.1:${apiPort}/v1/onramp/webhook`,
    polkadot: true,
  })
  const outDir = await mkdtemp(join(tmpdir(), 'latch-e2e-demo-'))
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-e2e-api-'))
  const cleanups: (() => Promise<unknown>)[] = [
    () => devnet.stop(),
    () => rm(outDir, { recursive: true, force: true }),
    () => rm(dataDir, { recursive: true, force: true }),
  ]
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {})
  }
  process.env.LATCH_DEMO_CHAINS = JSON.stringify(devnet.chains)
  process.env.LATCH_DEMO_SOLANA = JSON.stringify(devnet.solana ?? null)
  process.env.LATCH_DEMO_POLKADOT = JSON.stringify(devnet.polkadot ?? null)
  process.env.LATCH_DEMO_BITCOIN = JSON.stringify(devnet.bitcoin ?? null)
  try {
    const mail = devnet.mail
    if (!mail) throw new Error('the devnet started without its mail sink')
    const farcaster = devnet.farcaster
    if (!farcaster) throw new Error('the devnet started without its Farcaster relay')
    const onramp = devnet.onramp
    if (!onramp) throw new Error('the devnet started without its on-ramp sandbox')
    // Only the frame's origin may call the email login routes, and the API must know it at start while the
    // frame needs the API's URL: so the frame's free port is taken first, and the frame started on it after.
    const framePort = await findFreePort()
    const socialClient = {
      clientId: 'latch-e2e-services',
      clientSecret: randomBytes(32).toString('base64url'),
    }
    const identity = await startIdentityProvider({
      clients: [{ ...socialClient, redirectUris: [`http://127.0.0.1:${apiPort}/v1/auth/social/callback`] }],
    })
    cleanups.push(() => identity.stop())
    const api = await startApiServer({
      port: apiPort,
      database: { dataDir },
      // As in `npm run demo`: the indexer records each devnet block at once; prices are the devnet's table.
      chains: devnet.chains.map((chain) => ({
        ...chain,
        confirmations: 0,
        spamContracts: chain.nfts.filter((nft) => nft.spam).map((nft) => nft.address),
      })),
      prices: devnetPrices(devnet.chains, devnet.solana, devnet.bitcoin),
      // As in `npm run demo`: balances of Solana accounts from the devnet's cluster.
      solana: devnetSolanaSettings(devnet.solana),
      // As in `npm run demo`: BTC through the devnet's bcoin node, sign-ins on its Polkadot chain.
      bitcoin: devnetBitcoinSettings(devnet.bitcoin),
      siwxChains: devnet.polkadot ? [devnet.polkadot.caipNetworkId] : [],
      // Swaps on the first chain's local Uniswap v2 market only (`npm run demo` serves both): the second
      // devnet stands for a network without swaps, where the swap spec sees 'Network not supported for Swaps'.
      swap: devnetSwapSettings(devnet.chains.slice(0, 1)),
      nftMetadataHosts: [new URL(devnet.metadataUrl).host],
      indexer: { pollIntervalMs: 200 },
      projects: [demoProject([])],
      // As in `npm run demo`: login codes and device links go to the devnet's sink (the mailbox page shows
      // them); a recovery secret made for this run, whose data directory goes with it.
      mailer: createSmtpMailer({ url: mail.smtpUrl, from: 'Latch devnet <login@latch.local>' }),
      recoverySecret: randomBytes(32),
      // every spec signs its people in from this one machine: the per-client cap on login mails (10 per
      // 10 minutes by default) would stop the suite; its attack test keeps it
      loginMailLimit: { max: 10_000, windowSeconds: 600 },
      frameOrigins: [`http://127.0.0.1:${framePort}`],
      socialProviders: configureSocialProviders(socialProvidersConfig(identity.providers, socialClient)),
      // As in `npm run demo`: Sign In With Farcaster through the devnet's relay and ID registry.
      farcaster: {
        relayUrl: farcaster.relayUrl,
        chainId: farcaster.chainId,
        idRegistryAddress: farcaster.idRegistryAddress,
      },
      // As in `npm run demo`: meld is the devnet's on-ramp sandbox, paying LUSD from its treasury.
      onramp: devnetOnrampSettings(onramp, devnet.chains),
      // As in `npm run demo`: the operator's paymaster sponsors the signed-in person's own smart account on
      // both chains, within the default caps and daily budgets (the chains above are where it reads them).
      paymasters: configurePaymasters(devnetPaymasterSettings(devnet.chains)),
    })
    cleanups.push(() => api.stop())
    process.env.LATCH_DEMO_API = JSON.stringify({ url: api.url, projectId: DEMO_PROJECT_ID })
    const frame = await startEmbeddedWalletFrame({ apiUrl: api.url, chains: devnet.chains, port: framePort })
    cleanups.push(() => frame.stop())
    process.env.LATCH_DEMO_FRAME = frame.url
    // The demo's WalletConnect relay, and the test wallet page on it for the WalletConnect specs.
    const relay = await startRelay()
    cleanups.push(() => relay.stop())
    const testWallet = await startTestWallet({ relayUrl: relay.url, chains: devnet.chains })
    cleanups.push(() => testWallet.stop())
    // In the wallet listing, first, with its page as universal link: the mobile pairing spec picks it.
    await importWalletRegistry(api.database.db, {
      version: 1,
      wallets: [testWalletListingEntry(testWallet.url, devnet.chains)],
    })
    process.env.LATCH_DEMO_RELAY = relay.url
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    const server = await preview({
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, strictPort: false },
    })
    cleanups.push(() => new Promise((resolve) => server.httpServer.close(resolve)))
    const address = server.httpServer.address()
    if (!address || typeof address === 'string') throw new Error('preview server has no port')
    // The attack specs' hostile host page: an allowed origin gone bad (specs/attacks/).
    const hostileHost = await startHostileHost()
    cleanups.push(() => hostileHost.stop())
    process.env.LATCH_E2E_HOSTILE_HOST = hostileHost.url
    // The page's port is known only now: allow its origin (and the hostile page's) for the demo project.
    await addProjectOrigin(
      api.database.db,
      DEMO_PROJECT_ID,
      demoProject([`http://127.0.0.1:${address.port}`, hostileHost.url]).origins!,
    )
    process.env.LATCH_E2E_URL = `http://127.0.0.1:${address.port}/`
    process.env.LATCH_E2E_CHAINS = JSON.stringify(devnet.chains)
    process.env.LATCH_E2E_API = JSON.stringify({ url: api.url, projectId: DEMO_PROJECT_ID })
    process.env.LATCH_E2E_TEST_WALLET = testWallet.url
    process.env.LATCH_E2E_FRAME = frame.url
    process.env.LATCH_E2E_MAILBOX = mail.mailboxUrl
    process.env.LATCH_E2E_IDENTITY = identity.url
    process.env.LATCH_E2E_FARCASTER_APP = farcaster.appUrl
    process.env.LATCH_E2E_ONRAMP_SANDBOX = onramp.url
    if (!devnet.solana) throw new Error('the devnet started without its Solana cluster')
    process.env.LATCH_E2E_SOLANA = JSON.stringify(devnet.solana)
    if (!devnet.polkadot) throw new Error('the devnet started without its Polkadot chain')
    process.env.LATCH_E2E_POLKADOT = JSON.stringify(devnet.polkadot)
    if (!devnet.bitcoin) throw new Error('the devnet started without its Bitcoin node')
    process.env.LATCH_E2E_BITCOIN = JSON.stringify(devnet.bitcoin)
    // test support: ages one address's login code, for the 'Code expired' test
    const codeExpiry = await startCodeExpiry(api.database)
    cleanups.push(() => codeExpiry.stop())
    process.env.LATCH_E2E_CODE_EXPIRY = codeExpiry.url
    return cleanup
  } catch (error) {
    await cleanup()
    throw error
  }
}
