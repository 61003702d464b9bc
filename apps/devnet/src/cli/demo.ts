// `npm run demo`: the whole local world in one process tree, one URL, Ctrl-C stops everything.
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import {
  configurePaymasters,
  configureSocialProviders,
  createSmtpMailer,
  DEFAULT_DATA_DIR,
  DEMO_PROJECT_ID,
  demoProject,
  importWalletRegistry,
  resolveDatabaseConfig,
  startApiServer,
} from '@latch/services'
import { createServer } from 'vite'
import { devnetPaymasterSettings } from '../accountAbstraction/devnetPaymasterSettings'
import { devnetBitcoinSettings } from '../bitcoin/devnetBitcoinSettings'
import { startBitcoinBlockClock } from '../bitcoin/startBitcoinBlockClock'
import { DEMO_ACCOUNT, DEMO_ACCOUNT_START_BALANCE } from '../fixtures/demoHistory'
import { devnetPrices } from '../fixtures/devnetPrices'
import { devnetSwapSettings } from '../fixtures/devnetSwapSettings'
import {
  DEVNET_FRAME_DEMO_PORT,
  type StartEmbeddedWalletFrameReturnType,
  startEmbeddedWalletFrame,
} from '../frame/startEmbeddedWalletFrame'
import { socialProvidersConfig } from '../identity/socialProvidersConfig'
import {
  DEVNET_IDENTITY_DEMO_PORT,
  type StartIdentityProviderReturnType,
  startIdentityProvider,
} from '../identity/startIdentityProvider'
import { devnetOnrampSettings } from '../onramp/devnetOnrampSettings'
import { readOrCreateSecret } from '../readOrCreateSecret'
import { devnetSolanaSettings } from '../solana/devnetSolanaSettings'
import { startDevnet } from '../startDevnet'
import { DEVNET_RELAY_DEMO_PORT, type StartRelayReturnType, startRelay } from '../walletconnect/startRelay'
import {
  DEVNET_TEST_WALLET_DEMO_PORT,
  type StartTestWalletReturnType,
  startTestWallet,
} from '../walletconnect/startTestWallet'
import { testWalletListingEntry } from '../walletconnect/testWalletListingEntry'

/** How often the demo's regtest mines while a payment waits: a block time short enough to watch. */
const BITCOIN_DEMO_BLOCK_INTERVAL_MS = 5_000

const DEMO_PORT = Number(process.env.LATCH_DEMO_PORT ?? 5173)
const API_PORT = Number(process.env.LATCH_API_PORT ?? 8787)
const FRAME_PORT = Number(process.env.LATCH_FRAME_PORT ?? DEVNET_FRAME_DEMO_PORT)
const demoRoot = join(import.meta.dirname, '../../../demo')
// The embedded wallet's frame (apps/frame) is served from its own origin, and only it may call the email
// login routes (/v1/auth/*). The API starts first (the frame's config names it), so the frame's origin
// comes from its fixed port; a comma-separated LATCH_FRAME_ORIGINS adds others (a frame served elsewhere).
const frameOrigins = [
  `http://127.0.0.1:${FRAME_PORT}`,
  ...(process.env.LATCH_FRAME_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean) ?? []),
]

// The on-ramp sandbox reports purchases to the services' webhook on their fixed port.
const devnet = await startDevnet({
  fixedPorts: true,
  polkadot: true,
  onrampWebhookUrl: `http://127.0.0.1:${API_PORT}/v1/onramp/webhook`,
})
process.env.LATCH_DEMO_CHAINS = JSON.stringify(devnet.chains)
process.env.LATCH_DEMO_SOLANA = JSON.stringify(devnet.solana ?? null)
process.env.LATCH_DEMO_BITCOIN = JSON.stringify(devnet.bitcoin ?? null)
process.env.LATCH_DEMO_POLKADOT = JSON.stringify(devnet.polkadot ?? null)

// The local identity provider (Google, GitHub, … on loopback, test infrastructure) with the services as its
// client: the services' callback is on their fixed port, so it is registered before they start.
const socialClient = { clientId: 'latch-demo-services', clientSecret: randomBytes(32).toString('base64url') }
let identity: StartIdentityProviderReturnType
try {
  identity = await startIdentityProvider({
    port: DEVNET_IDENTITY_DEMO_PORT,
    clients: [{ ...socialClient, redirectUris: [`http://127.0.0.1:${API_PORT}/v1/auth/social/callback`] }],
  })
} catch (error) {
  await devnet.stop()
  console.error(
    `Could not start the identity provider on port ${DEVNET_IDENTITY_DEMO_PORT}: ${(error as Error).message}`,
  )
  process.exit(1)
}

// The provider services on PGlite under .latch-data/api (LATCH_DATA_DIR), or DATABASE_URL when set.
let api: Awaited<ReturnType<typeof startApiServer>>
try {
  api = await startApiServer({
    port: API_PORT,
    database: resolveDatabaseConfig(),
    // Each devnet transaction is its own block: the indexer records it at once (no confirmations to wait
    // for), and still undoes reverted snapshots. Prices are the devnet's fixed table.
    chains: devnet.chains.map((chain) => ({
      ...chain,
      confirmations: 0,
      spamContracts: chain.nfts.filter((nft) => nft.spam).map((nft) => nft.address),
    })),
    prices: devnetPrices(devnet.chains, devnet.solana, devnet.bitcoin),
    // Balances of Solana accounts are read from the devnet's cluster (SOL and its mints priced above).
    solana: devnetSolanaSettings(devnet.solana),
    // BTC balances, UTXOs, fee rates and broadcasts go through the devnet's bcoin node.
    bitcoin: devnetBitcoinSettings(devnet.bitcoin),
    // Sign-ins on the devnet's Polkadot chain (sr25519 verifies without a node).
    siwxChains: devnet.polkadot ? [devnet.polkadot.caipNetworkId] : [],
    // Swaps quote and build on each chain's local Uniswap v2 market.
    swap: devnetSwapSettings(devnet.chains),
    // The devnet's NFT metadata is on loopback, which the services refuse to fetch unless told.
    nftMetadataHosts: [new URL(devnet.metadataUrl).host],
    indexer: { pollIntervalMs: 500 },
    projects: [demoProject([`http://127.0.0.1:${DEMO_PORT}`])],
    // The email login mails the devnet's sink (the mailbox page shows it); the recovery secret is made on the
    // first run and kept beside the data, so wallets stored earlier still recover.
    mailer: createSmtpMailer({ url: devnet.mail!.smtpUrl, from: 'Latch devnet <login@latch.local>' }),
    recoverySecret: readOrCreateSecret(join(dirname(DEFAULT_DATA_DIR), 'demo', 'recovery-secret')),
    // one person trying every login of the demo from one machine: more than a public service's 10 mails
    loginMailLimit: { max: 100, windowSeconds: 600 },
    frameOrigins,
    // The social logins sign in at the local identity provider.
    socialProviders: configureSocialProviders(socialProvidersConfig(identity.providers, socialClient)),
    // Sign In With Farcaster through the devnet's relay, custody read from the devnet's ID registry.
    farcaster: {
      relayUrl: devnet.farcaster!.relayUrl,
      chainId: devnet.farcaster!.chainId,
      idRegistryAddress: devnet.farcaster!.idRegistryAddress,
    },
    // Meld points at the devnet's on-ramp sandbox, which sells each chain's LUSD as USD Coin.
    onramp: devnetOnrampSettings(devnet.onramp!, devnet.chains),
    // The operator sponsors the signed-in person's own smart account on both chains through each one's
    // verifying paymaster, within the default caps and daily budgets.
    paymasters: configurePaymasters(devnetPaymasterSettings(devnet.chains)),
  })
} catch (error) {
  await Promise.allSettled([identity.stop(), devnet.stop()])
  console.error(`Could not start the API on port ${API_PORT}: ${(error as Error).message}`)
  console.error(
    'Free the port (or set LATCH_API_PORT to another one), and stop any other demo using the data directory.',
  )
  process.exit(1)
}
process.env.LATCH_DEMO_API = JSON.stringify({ url: api.url, projectId: DEMO_PROJECT_ID })

// The embedded wallet's key frame, built from apps/frame and served on its own origin for the email login.
let frame: StartEmbeddedWalletFrameReturnType
try {
  frame = await startEmbeddedWalletFrame({ apiUrl: api.url, chains: devnet.chains, port: FRAME_PORT })
} catch (error) {
  await Promise.allSettled([api.stop(), identity.stop(), devnet.stop()])
  console.error((error as Error).message)
  console.error('Free the port, or set LATCH_FRAME_PORT to another one.')
  process.exit(1)
}
process.env.LATCH_DEMO_FRAME = frame.url

// The local WalletConnect relay (test infrastructure, never shipped), for the WalletConnect pairings of the demo.
let relay: StartRelayReturnType
try {
  relay = await startRelay({ port: DEVNET_RELAY_DEMO_PORT })
} catch (error) {
  await Promise.allSettled([frame.stop(), api.stop(), identity.stop(), devnet.stop()])
  console.error(`Could not start the WalletConnect relay: ${(error as Error).message}`)
  process.exit(1)
}
process.env.LATCH_DEMO_RELAY = relay.url

// The WalletConnect test wallet page (WalletKit on an anvil key) on that relay, to pair with by URI or deeplink.
let testWallet: StartTestWalletReturnType
try {
  testWallet = await startTestWallet({
    relayUrl: relay.url,
    chains: devnet.chains,
    port: DEVNET_TEST_WALLET_DEMO_PORT,
  })
} catch (error) {
  await Promise.allSettled([relay.stop(), frame.stop(), api.stop(), identity.stop(), devnet.stop()])
  console.error(`Could not start the WalletConnect test wallet: ${(error as Error).message}`)
  process.exit(1)
}
// The test wallet heads the wallet listing, its page as universal link: on a phone-sized window the demo
// opens it with the pairing URI.
await importWalletRegistry(api.database.db, {
  version: 1,
  wallets: [testWalletListingEntry(testWallet.url, devnet.chains)],
})

let server: Awaited<ReturnType<typeof createServer>> | undefined
try {
  server = await createServer({
    configFile: join(demoRoot, 'vite.config.ts'),
    server: { port: DEMO_PORT },
    logLevel: 'warn',
  })
  await server.listen()
} catch (error) {
  await Promise.allSettled([
    testWallet.stop(),
    relay.stop(),
    frame.stop(),
    api.stop(),
    identity.stop(),
    devnet.stop(),
  ])
  console.error(`Could not start the demo page on port ${DEMO_PORT}: ${(error as Error).message}`)
  console.error('Free the port, or set LATCH_DEMO_PORT to another one.')
  process.exit(1)
}

for (const chain of devnet.chains) {
  const tokens = chain.tokens.map((token) => `${token.symbol} ${token.address}`)
  const nfts = chain.nfts.map((nft) => `${nft.symbol}${nft.spam ? ' (spam)' : ''} ${nft.address}`)
  const fixtures = [...tokens, ...nfts].join(', ')
  console.log(`  chain ${chain.id} ${chain.name}: ${chain.rpcUrl} (fixtures: ${fixtures || 'none'})`)
  if (chain.swap) {
    const pools = chain.swap.pools.map((pool) => pool.symbols.join('/')).join(', ')
    console.log(`    swaps: Uniswap v2 router ${chain.swap.router} (pools ${pools})`)
  }
  if (chain.bundlerUrl) {
    console.log(
      `    ERC-4337: bundler ${chain.bundlerUrl} (alto), EntryPoint v0.8 ${chain.entryPointAddress}, account factory ${chain.accountFactoryAddress}, paymaster ${chain.paymasterAddress} (ERC-7677: ${api.url}/v1/paymaster/${chain.id}?projectId=${DEMO_PROJECT_ID})`,
    )
  }
}
if (devnet.solana) {
  const { rpcUrl, wsUrl, caipNetworkId, mints } = devnet.solana
  const fixtures = mints.map((mint) => `${mint.symbol} ${mint.address}`).join(', ')
  console.log(
    `  Solana ${caipNetworkId} (Surfpool, offline): ${rpcUrl}, ${wsUrl} (mints: ${fixtures || 'none'})`,
  )
}
if (devnet.bitcoin) {
  const { url, caipNetworkId, accounts } = devnet.bitcoin
  // regtest mines on demand: a block every 5 s while payments wait, so the demo's sends confirm
  startBitcoinBlockClock(devnet.bitcoin, BITCOIN_DEMO_BLOCK_INTERVAL_MS)
  console.log(
    `  Bitcoin ${caipNetworkId} (bcoin regtest, offline): ${url}; demo account ${accounts[0]!.paymentAddress} (ordinals ${accounts[0]!.ordinalsAddress}); a block every 5 s while payments wait`,
  )
}
if (devnet.polkadot) {
  const { wsUrl, caipNetworkId, chain, symbol, decimals } = devnet.polkadot
  console.log(
    `  Polkadot ${caipNetworkId} (Chopsticks, ${chain}, offline): ${wsUrl} (${symbol}, ${decimals} decimals; //Alice … //Ferdie funded)`,
  )
}
console.log(
  `  NFT metadata: ${devnet.metadataUrl}/nft/<symbol>/<id>.json; demo account ${DEMO_ACCOUNT}: ${DEMO_ACCOUNT_START_BALANCE} ETH after its history`,
)
console.log(
  `  API: ${api.url} (project ${DEMO_PROJECT_ID}; ${api.database.kind} at ${api.database.location})`,
)
console.log(
  `  Mailbox: ${devnet.mail!.mailboxUrl} (every mail sent to ${devnet.mail!.smtpUrl}: login codes, device links)`,
)
console.log(`  Embedded wallet frame: ${frame.url} (email, social and Farcaster login; its own origin)`)
console.log(`  Identity provider: ${identity.url} (Google, GitHub, Apple, Facebook, X, Discord; test users)`)
console.log(
  `  Farcaster app: ${devnet.farcaster!.appUrl} (what the QR code opens: sign in as fid 1 ada or 2 grace)`,
)
console.log(
  `  On-ramp sandbox: ${devnet.onramp!.url} (meld's checkout; card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; LUSD from treasury ${devnet.onramp!.treasury})`,
)
console.log(`  WalletConnect relay: ${relay.url} (local, test infrastructure)`)
console.log(`  WalletConnect test wallet: ${testWallet.url} (paste a wc: URI, or open it with ?uri=wc:…)`)
console.log(`\n  Latch demo: http://127.0.0.1:${DEMO_PORT}/\n\n  Ctrl-C stops everything.`)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  await Promise.allSettled([
    server?.close(),
    testWallet.stop(),
    relay.stop(),
    frame.stop(),
    api.stop(),
    identity.stop(),
    devnet.stop(),
  ])
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
