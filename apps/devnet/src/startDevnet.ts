import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import {
  type StartAccountAbstractionReturnType,
  startAccountAbstraction,
} from './accountAbstraction/startAccountAbstraction'
import {
  BITCOIN_DEVNET_DEMO_PORT,
  type DevnetBitcoin,
  type StartDevnetBitcoinReturnType,
  startDevnetBitcoin,
} from './bitcoin/startDevnetBitcoin'
import { DEVNET_CHAINS } from './chains'
import {
  DEVNET_FARCASTER_DEMO_PORT,
  type StartFarcasterWorldReturnType,
  startFarcasterWorld,
} from './farcaster/startFarcasterWorld'
import { isPortFree } from './findFreePort'
import { createDemoHistory } from './fixtures/createDemoHistory'
import { DEMO_HISTORY_GENESIS_AGE_MS } from './fixtures/demoHistory'
import {
  type DeployFixturesReturnType,
  type DevnetNftCollection,
  type DevnetToken,
  deployFixtures,
} from './fixtures/deployFixtures'
import { type DevnetSwapMarket, deploySwapMarket } from './fixtures/deploySwapMarket'
import { DEVNET_MAILBOX_DEMO_PORT, type StartMailboxReturnType, startMailbox } from './mail/startMailbox'
import { DEVNET_SMTP_DEMO_PORT, type StartMailSinkReturnType, startMailSink } from './mail/startMailSink'
import {
  DEVNET_METADATA_DEMO_PORT,
  type StartMetadataServerReturnType,
  startMetadataServer,
} from './metadata/startMetadataServer'
import { fundOnrampTreasury } from './onramp/fundOnrampTreasury'
import {
  DEVNET_ONRAMP_DEMO_PORT,
  type StartOnrampSandboxReturnType,
  startOnrampSandbox,
} from './onramp/startOnrampSandbox'
import {
  type DevnetPolkadot,
  POLKADOT_DEVNET_DEMO_PORT,
  type StartDevnetPolkadotReturnType,
  startDevnetPolkadot,
} from './polkadot/startDevnetPolkadot'
import {
  type DevnetSolana,
  type StartDevnetSolanaReturnType,
  startDevnetSolana,
} from './solana/startDevnetSolana'
import { SOLANA_DEVNET_DEMO_PORTS } from './solana/startSolanaValidator'
import { type StartAnvilReturnType, startAnvil } from './startAnvil'
import { DEVNET_RELAY_DEMO_PORT } from './walletconnect/startRelay'
import { DEVNET_TEST_WALLET_DEMO_PORT } from './walletconnect/startTestWallet'

export interface StartDevnetParameters {
  /** Serve each chain on its `demoPort` (8545, 8546) and the NFT metadata on 8547, instead of free ports. */
  fixedPorts?: boolean
  /** Deploy the fixture tokens and NFT collections on every chain (default true). */
  fixtures?: boolean
  /**
   * Give the demo account its history (`DEMO_HISTORY_STEPS`, from a genesis 75 days back) on every chain
   * (default true; only with fixtures). Its native balance is then `DEMO_ACCOUNT_START_WEI`, not 10000 ETH.
   */
  history?: boolean
  /** Start the mail sink and its mailbox page (default true; on 2525 and 8550 with `fixedPorts`). */
  mail?: boolean
  /**
   * Start the local Solana validator (default true; on 8899 and 8900 with `fixedPorts`), its mints and
   * history following `fixtures`. It adds about 0.1 s and 20 MB; tests that need no Solana can turn it off.
   */
  solana?: boolean
  /**
   * Start the local Bitcoin regtest node (bcoin, in a child process; default true; on 18443 with
   * `fixedPorts`), its six funded accounts and, following `fixtures`, their history. It adds about 1 s.
   */
  bitcoin?: boolean
  /**
   * Start the local Polkadot chain (Chopsticks running Rococo Asset Hub in a process of its own, its six test
   * accounts funded; on 9944 with `fixedPorts`). Default false: it adds about 2 s and a few hundred MB, and
   * only the demo and the Polkadot tests need it.
   */
  polkadot?: boolean
  /**
   * Deploy ERC-4337 on every chain (default true): EntryPoint v0.8, the smart-account factory and the verifying
   * paymaster at the same addresses everywhere, and an alto bundler beside each anvil (on 8555 and 8556 with
   * `fixedPorts`). It adds about 2 s (the bundlers start in parallel) and 180 MB a chain; tests that need no
   * account abstraction turn it off.
   */
  accountAbstraction?: boolean
  /**
   * The services' on-ramp webhook (`http://127.0.0.1:8787/v1/onramp/webhook`) the sandbox reports
   * purchases to; without it they are only listed by the sandbox. The sandbox starts with the fixtures.
   */
  onrampWebhookUrl?: string
}

/** The devnet's on-ramp sandbox: meld's stand-in, paying the USD Coin stand-in (LUSD) from a treasury. */
export interface DevnetOnramp
  extends Pick<StartOnrampSandboxReturnType, 'url' | 'publicKey' | 'treasury' | 'purchases'> {
  /** The secret its reports are signed with, made for this run: the services' `onramp.meld.webhookSecret`. */
  webhookSecret: Uint8Array
}

/** The devnet's Farcaster: the auth relay and the test Farcaster app, over the first chain's ID registry. */
export interface DevnetFarcaster extends Pick<StartFarcasterWorldReturnType, 'relayUrl' | 'appUrl'> {
  /** The chain whose ID registry says who holds each fid (the services' `farcaster.chainId`). */
  chainId: number
  idRegistryAddress: Address
}

/** The devnet's mail sink (what the email login sends lands here) and the page that shows it. */
export interface DevnetMail extends Omit<StartMailSinkReturnType, 'stop'> {
  /** The mailbox page, e.g. `http://127.0.0.1:8550`; `/messages?to=` answers JSON. */
  mailboxUrl: string
}

export interface DevnetChain {
  id: number
  name: string
  rpcUrl: string
  /** The fixture ERC-20 tokens deployed on this chain (empty with `fixtures: false`). */
  tokens: DevnetToken[]
  /** The fixture ERC-721 collections deployed on this chain (empty with `fixtures: false`). */
  nfts: DevnetNftCollection[]
  /** The stand-in for Farcaster's ID registry on this chain (absent with `fixtures: false`). */
  idRegistry?: Address
  /**
   * The local Uniswap v2 market (router, factory, WETH and the ETH/LUSD, ETH/LGLD, LUSD/LGLD pools), the
   * same addresses on every chain: what the services' `swap` configuration names (`devnetSwapSettings`);
   * absent with `fixtures: false`.
   */
  swap?: DevnetSwapMarket
  /** The chain's ERC-4337 bundler (alto), e.g. `http://127.0.0.1:8555`; absent with `accountAbstraction: false`. */
  bundlerUrl?: string
  /** EntryPoint v0.8, `DEVNET_ENTRY_POINT_ADDRESS`; absent with `accountAbstraction: false`. */
  entryPointAddress?: Address
  /** `LatchAccountFactory`, `DEVNET_ACCOUNT_FACTORY_ADDRESS`; absent with `accountAbstraction: false`. */
  accountFactoryAddress?: Address
  /** `LatchVerifyingPaymaster`, `DEVNET_PAYMASTER_ADDRESS`; absent with `accountAbstraction: false`. */
  paymasterAddress?: Address
}

export interface StartDevnetReturnType {
  chains: DevnetChain[]
  /** The NFT metadata server every collection's `tokenURI` points at, e.g. `http://127.0.0.1:8547`. */
  metadataUrl: string
  /** The mail sink, unless started with `mail: false`. */
  mail?: DevnetMail
  /**
   * The Farcaster relay and test app (on 8552 with `fixedPorts`), reading the first chain's ID registry;
   * absent with `fixtures: false`, which deploys no registry.
   */
  farcaster?: DevnetFarcaster
  /** The on-ramp sandbox (on 8554 with `fixedPorts`); absent with `fixtures: false`, which deploys no LUSD. */
  onramp?: DevnetOnramp
  /** The local Solana cluster (Surfpool), its fixture mints and funded accounts, unless `solana: false`. */
  solana?: DevnetSolana
  /** The local Bitcoin regtest node (bcoin), its CAIP-2 id and funded accounts, unless `bitcoin: false`. */
  bitcoin?: DevnetBitcoin
  /** The local Polkadot chain (Chopsticks) and its funded accounts, with `polkadot: true`. */
  polkadot?: DevnetPolkadot
  /**
   * Stops every anvil of the devnet and its bundler, the Solana validator, the Bitcoin node, the Polkadot
   * chain, the metadata server, the mail sink, the Farcaster world and the on-ramp sandbox.
   */
  stop(): Promise<void>
}

/**
 * Starts the NFT metadata server, then one anvil per `DEVNET_CHAINS` entry, the Solana validator (with its
 * own fixtures) and the mail sink, in parallel, and deploys the fixtures (tokens, NFTs, the ID registry),
 * the swap market (from its own liquidity provider, so the fixtures keep their addresses), the on-ramp
 * treasury's float, ERC-4337 (its contracts and a bundler, started beside the fixtures) and the demo
 * account's history on each chain, then the Farcaster world on the first chain's ID registry and the
 * on-ramp sandbox selling each chain's LUSD as USD Coin. With `fixedPorts`, throws before starting anything
 * if a demo port is busy.
 *
 * @example
 * const devnet = await startDevnet({ fixedPorts: true })
 * console.log(devnet.chains.map((chain) => chain.rpcUrl), devnet.chains[0].tokens[0].symbol) // …, 'LUSD'
 * await devnet.stop()
 */
export async function startDevnet(params: StartDevnetParameters = {}): Promise<StartDevnetReturnType> {
  if (params.fixedPorts)
    await assertDemoPortsFree({ bitcoin: params.bitcoin !== false, polkadot: params.polkadot === true })
  const withFixtures = params.fixtures !== false
  const withHistory = withFixtures && params.history !== false
  const withAccountAbstraction = params.accountAbstraction !== false
  const startedAt = Date.now()

  const metadata = await startMetadataServer({ port: params.fixedPorts ? DEVNET_METADATA_DEMO_PORT : 0 })
  const timestamp = withHistory ? Math.floor((startedAt - DEMO_HISTORY_GENESIS_AGE_MS) / 1000) : undefined
  // The mail sink starts beside the chains and their fixtures, so its start-up hides behind theirs.
  const mailStarting =
    params.mail === false ? Promise.resolve(undefined) : startMail(params.fixedPorts === true)
  const solanaStarting =
    params.solana === false
      ? Promise.resolve(undefined)
      : startDevnetSolana({ fixedPorts: params.fixedPorts === true, fixtures: withFixtures })
  const bitcoinStarting =
    params.bitcoin === false
      ? Promise.resolve(undefined)
      : startDevnetBitcoin({ fixedPorts: params.fixedPorts === true, fixtures: withFixtures })
  const polkadotStarting = params.polkadot
    ? startDevnetPolkadot({ fixedPorts: params.fixedPorts === true })
    : Promise.resolve(undefined)
  // Awaited further down; a failure meanwhile is not an unhandled rejection.
  mailStarting.catch(() => {})
  solanaStarting.catch(() => {})
  bitcoinStarting.catch(() => {})
  polkadotStarting.catch(() => {})
  const results = await Promise.allSettled(
    DEVNET_CHAINS.map((chain) =>
      startAnvil({
        chainId: chain.id,
        port: params.fixedPorts ? chain.demoPort : 0,
        ...(timestamp === undefined ? {} : { timestamp }),
      }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  // Started beside the fixtures, which hide part of alto's start-up; sent from an operator key of its own.
  const accountAbstractionStarting = started.map((anvil, index) =>
    withAccountAbstraction && !failure
      ? startAccountAbstraction({
          chainId: anvil.chainId,
          rpcUrl: anvil.url,
          bundlerPort: params.fixedPorts ? DEVNET_CHAINS[index]!.bundlerDemoPort : 0,
        })
      : Promise.resolve(undefined),
  )
  for (const starting of accountAbstractionStarting) starting.catch(() => {})
  let farcaster: { world: StartFarcasterWorldReturnType; devnet: DevnetFarcaster } | undefined
  let onramp: { sandbox: StartOnrampSandboxReturnType; devnet: DevnetOnramp } | undefined
  const stop = async () =>
    stopAll(
      started,
      await Promise.all(accountAbstractionStarting.map((starting) => starting.catch(() => undefined))),
      metadata,
      await mailStarting.catch(() => undefined),
      farcaster?.world,
      onramp?.sandbox,
      await solanaStarting.catch(() => undefined),
      await bitcoinStarting.catch(() => undefined),
      await polkadotStarting.catch(() => undefined),
    )
  if (failure) {
    await stop()
    throw failure.reason
  }

  let fixtures: (Omit<DeployFixturesReturnType, 'idRegistry'> & {
    idRegistry?: Address
    swap?: DevnetSwapMarket
  })[]
  let mail: StartedMail | undefined
  let solana: StartDevnetSolanaReturnType | undefined
  let bitcoin: StartDevnetBitcoinReturnType | undefined
  let polkadot: StartDevnetPolkadotReturnType | undefined
  let accountAbstraction: (StartAccountAbstractionReturnType | undefined)[]
  try {
    fixtures = await Promise.all(
      started.map(async (anvil, index) => {
        if (!withFixtures) return { tokens: [], nfts: [] }
        const deployed = await deployFixtures(anvil.url, { nftBaseUri: metadata.baseUri })
        // Before the history, whose steps stay the chain's last blocks.
        const swap = await deploySwapMarket(anvil.url, deployed.tokens)
        // The on-ramp sandbox's float, before the history too.
        await fundOnrampTreasury(anvil.url, deployed.tokens.find((token) => token.symbol === 'LUSD')!)
        // The bundler deploys its simulation contracts as it starts: before the history too.
        await accountAbstractionStarting[index]
        if (withHistory) await createDemoHistory(anvil.url, deployed, { now: startedAt })
        return { ...deployed, swap }
      }),
    )
    accountAbstraction = await Promise.all(accountAbstractionStarting)
    const idRegistryAddress = fixtures[0]?.idRegistry
    if (idRegistryAddress) {
      const world = await startFarcasterWorld({
        rpcUrl: started[0]!.url,
        idRegistryAddress,
        port: params.fixedPorts ? DEVNET_FARCASTER_DEMO_PORT : 0,
      })
      const { relayUrl, appUrl } = world
      farcaster = { world, devnet: { relayUrl, appUrl, chainId: DEVNET_CHAINS[0].id, idRegistryAddress } }
    }
    if (withFixtures) onramp = await startOnramp(started, fixtures, params)
    mail = await mailStarting
    solana = await solanaStarting
    bitcoin = await bitcoinStarting
    polkadot = await polkadotStarting
  } catch (error) {
    await stop()
    throw error
  }

  return {
    chains: DEVNET_CHAINS.map((chain, index) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: started[index]!.url,
      tokens: fixtures[index]!.tokens,
      nfts: fixtures[index]!.nfts,
      ...(fixtures[index]!.idRegistry ? { idRegistry: fixtures[index]!.idRegistry } : {}),
      ...(fixtures[index]!.swap ? { swap: fixtures[index]!.swap } : {}),
      ...toDevnetAccountAbstraction(accountAbstraction[index]),
    })),
    metadataUrl: metadata.url,
    ...(mail ? { mail: mail.devnetMail } : {}),
    ...(farcaster ? { farcaster: farcaster.devnet } : {}),
    ...(onramp ? { onramp: onramp.devnet } : {}),
    ...(solana ? { solana: toDevnetSolana(solana) } : {}),
    ...(bitcoin ? { bitcoin: toDevnetBitcoin(bitcoin) } : {}),
    ...(polkadot ? { polkadot: toDevnetPolkadot(polkadot) } : {}),
    stop,
  }
}

async function startOnramp(
  anvils: StartAnvilReturnType[],
  fixtures: readonly { tokens: DevnetToken[] }[],
  params: StartDevnetParameters,
): Promise<{ sandbox: StartOnrampSandboxReturnType; devnet: DevnetOnramp }> {
  const webhookSecret = randomBytes(32)
  const sandbox = await startOnrampSandbox({
    chains: DEVNET_CHAINS.map((chain, index) => {
      const lusd = fixtures[index]!.tokens.find((token) => token.symbol === 'LUSD')!
      return {
        id: chain.id,
        name: chain.name,
        rpcUrl: anvils[index]!.url,
        usdCoin: { address: lusd.address, decimals: lusd.decimals },
      }
    }),
    webhookSecret,
    ...(params.onrampWebhookUrl ? { webhookUrl: params.onrampWebhookUrl } : {}),
    port: params.fixedPorts ? DEVNET_ONRAMP_DEMO_PORT : 0,
  })
  const { url, publicKey, treasury, purchases } = sandbox
  return { sandbox, devnet: { url, publicKey, treasury, purchases, webhookSecret } }
}

/** What a devnet chain tells of its ERC-4337 world: nothing without it. */
function toDevnetAccountAbstraction(
  started: StartAccountAbstractionReturnType | undefined,
): Pick<DevnetChain, 'bundlerUrl' | 'entryPointAddress' | 'accountFactoryAddress' | 'paymasterAddress'> {
  if (!started) return {}
  const { bundlerUrl, entryPointAddress, accountFactoryAddress, paymasterAddress } = started
  return { bundlerUrl, entryPointAddress, accountFactoryAddress, paymasterAddress }
}

/** What the devnet hands out of its Solana cluster: everything but `stop`, which its own `stop` calls. */
function toDevnetSolana({ stop: _stop, ...solana }: StartDevnetSolanaReturnType): DevnetSolana {
  return solana
}

/** What the devnet hands out of its Bitcoin node: everything but `stop`, which its own `stop` calls. */
function toDevnetBitcoin({ stop: _stop, ...bitcoin }: StartDevnetBitcoinReturnType): DevnetBitcoin {
  return bitcoin
}

/** What the devnet hands out of its Polkadot chain: everything but `stop`, which its own `stop` calls. */
function toDevnetPolkadot({ stop: _stop, ...polkadot }: StartDevnetPolkadotReturnType): DevnetPolkadot {
  return polkadot
}

type StartedMail = { devnetMail: DevnetMail; stop(): Promise<void> }

async function startMail(fixedPorts: boolean): Promise<StartedMail> {
  const sink = await startMailSink({ port: fixedPorts ? DEVNET_SMTP_DEMO_PORT : 0 })
  let mailbox: StartMailboxReturnType
  try {
    mailbox = await startMailbox({ sink, port: fixedPorts ? DEVNET_MAILBOX_DEMO_PORT : 0 })
  } catch (error) {
    await sink.stop()
    throw error
  }
  const { stop: stopSink, ...devnetMail } = sink
  return {
    devnetMail: { ...devnetMail, mailboxUrl: mailbox.url },
    stop: async () => {
      await Promise.all([mailbox.stop(), stopSink()])
    },
  }
}

async function assertDemoPortsFree(started: { bitcoin: boolean; polkadot: boolean }): Promise<void> {
  const ports: { port: number; what: string; host?: string }[] = [
    ...DEVNET_CHAINS.map((chain) => ({ port: chain.demoPort, what: `${chain.name}, chain ${chain.id}` })),
    // Alto listens on every interface.
    ...DEVNET_CHAINS.map((chain) => ({
      port: chain.bundlerDemoPort,
      what: `ERC-4337 bundler, chain ${chain.id}`,
      host: '0.0.0.0',
    })),
    { port: DEVNET_METADATA_DEMO_PORT, what: 'NFT metadata' },
    { port: DEVNET_SMTP_DEMO_PORT, what: 'mail sink (SMTP)' },
    { port: DEVNET_MAILBOX_DEMO_PORT, what: 'mailbox page' },
    { port: DEVNET_FARCASTER_DEMO_PORT, what: 'Farcaster relay and test app' },
    { port: DEVNET_ONRAMP_DEMO_PORT, what: 'on-ramp sandbox' },
    { port: SOLANA_DEVNET_DEMO_PORTS.rpc, what: 'Solana validator (HTTP)' },
    { port: SOLANA_DEVNET_DEMO_PORTS.ws, what: 'Solana validator (WebSocket)' },
    ...(started.bitcoin ? [{ port: BITCOIN_DEVNET_DEMO_PORT, what: 'Bitcoin regtest node (bcoin)' }] : []),
    ...(started.polkadot ? [{ port: POLKADOT_DEVNET_DEMO_PORT, what: 'Polkadot chain (Chopsticks)' }] : []),
    // `npm run demo` starts the relay itself, after the devnet: checked here so nothing starts if it is taken.
    { port: DEVNET_RELAY_DEMO_PORT, what: 'WalletConnect relay' },
    { port: DEVNET_TEST_WALLET_DEMO_PORT, what: 'WalletConnect test wallet' },
  ]
  const busy: string[] = []
  for (const { port, what, host } of ports) {
    if (!(await isPortFree(port, host))) busy.push(`${port} (${what})`)
  }
  if (busy.length === 0) return
  const all = ports.map(({ port }) => port).join(', ')
  throw new Error(
    `Port ${busy.join(' and port ')} on 127.0.0.1 is busy, and the devnet needs ports ${all}. Probably a devnet from an earlier run is still up: stop it (find it with \`lsof -i :${DEVNET_CHAINS[0].demoPort}\`), then try again. Tests should call startDevnet() without fixedPorts to get free ports.`,
  )
}

async function stopAll(
  anvils: StartAnvilReturnType[],
  accountAbstraction: (StartAccountAbstractionReturnType | undefined)[],
  metadata: StartMetadataServerReturnType,
  mail: StartedMail | undefined,
  farcaster: StartFarcasterWorldReturnType | undefined,
  onramp: StartOnrampSandboxReturnType | undefined,
  solana: StartDevnetSolanaReturnType | undefined,
  bitcoin: StartDevnetBitcoinReturnType | undefined,
  polkadot: StartDevnetPolkadotReturnType | undefined,
): Promise<void> {
  // The sandbox first: a settlement under way finishes while its chain is still up. The bundlers before their
  // chains, which they poll.
  await Promise.all([onramp?.stop(), ...accountAbstraction.map((started) => started?.stop())])
  await Promise.all([
    ...anvils.map((anvil) => anvil.stop()),
    metadata.stop(),
    mail?.stop(),
    farcaster?.stop(),
    solana?.stop(),
    bitcoin?.stop(),
    polkadot?.stop(),
  ])
}
