import type { DevnetBitcoin, DevnetChain, DevnetPolkadot, DevnetSolana } from '@latch/devnet'

/** A devnet chain as globalSetup started it: its RPC URL and the fixture tokens and NFT collections on it. */
export type E2eChain = DevnetChain

/** The provider services globalSetup started, and the demo project's id. */
export interface E2eApi {
  url: string
  projectId: string
}

/** Where globalSetup put the demo, the chains, the services, the test wallet page, the frame and the mailbox. */
export interface E2eWorld {
  url: string
  chains: E2eChain[]
  api: E2eApi
  testWalletUrl: string
  /** The embedded wallet's frame, on its own origin, e.g. `http://127.0.0.1:PORT` (no trailing slash). */
  frameUrl: string
  /** The devnet's mailbox page (`/messages?to=` answers JSON): where login codes and device links land. */
  mailboxUrl: string
  /** Test support: the server that ages a login code (test-support/startCodeExpiry.ts). */
  codeExpiryUrl: string
  /** The devnet's identity provider (the six social providers under `/{provider}`). */
  identityUrl: string
  /** The devnet's test Farcaster app: what the Farcaster QR code opens (`?channelToken=…`). */
  farcasterAppUrl: string
  /** The devnet's on-ramp sandbox: meld's checkout (`/purchases?walletAddress=` answers JSON). */
  onrampSandboxUrl: string
  /** Test support: an attacker's page on an origin the project allows (test-support/hostileHost.html). */
  hostileHostUrl: string
  /** The devnet's Solana cluster (Surfpool): its RPC, CAIP-2 id, fixture mints and funded accounts. */
  solana: DevnetSolana
  /** The devnet's Polkadot chain (Chopsticks): its ws RPC, CAIP-2 id, currency and funded accounts. */
  polkadot: DevnetPolkadot
  /** The devnet's Bitcoin regtest node (bcoin): its HTTP API and key, CAIP-2 id and funded accounts. */
  bitcoin: DevnetBitcoin
}

/** What globalSetup started, read from the env it set. */
export function world(): E2eWorld {
  const url = process.env.LATCH_E2E_URL
  const chains = process.env.LATCH_E2E_CHAINS
  const api = process.env.LATCH_E2E_API
  const testWalletUrl = process.env.LATCH_E2E_TEST_WALLET
  const frameUrl = process.env.LATCH_E2E_FRAME
  const mailboxUrl = process.env.LATCH_E2E_MAILBOX
  const codeExpiryUrl = process.env.LATCH_E2E_CODE_EXPIRY
  const identityUrl = process.env.LATCH_E2E_IDENTITY
  const farcasterAppUrl = process.env.LATCH_E2E_FARCASTER_APP
  const onrampSandboxUrl = process.env.LATCH_E2E_ONRAMP_SANDBOX
  const solana = process.env.LATCH_E2E_SOLANA
  const polkadot = process.env.LATCH_E2E_POLKADOT
  const bitcoin = process.env.LATCH_E2E_BITCOIN
  const hostileHostUrl = process.env.LATCH_E2E_HOSTILE_HOST
  if (
    !url ||
    !chains ||
    !api ||
    !testWalletUrl ||
    !frameUrl ||
    !mailboxUrl ||
    !codeExpiryUrl ||
    !identityUrl ||
    !farcasterAppUrl ||
    !onrampSandboxUrl ||
    !solana ||
    !polkadot ||
    !bitcoin ||
    !hostileHostUrl
  )
    throw new Error('The e2e world is not up: run through playwright.config.ts (globalSetup)')
  return {
    url,
    chains: JSON.parse(chains) as E2eChain[],
    api: JSON.parse(api) as E2eApi,
    testWalletUrl,
    frameUrl,
    mailboxUrl,
    codeExpiryUrl,
    identityUrl,
    farcasterAppUrl,
    onrampSandboxUrl,
    hostileHostUrl,
    solana: JSON.parse(solana) as DevnetSolana,
    polkadot: JSON.parse(polkadot) as DevnetPolkadot,
    bitcoin: JSON.parse(bitcoin) as DevnetBitcoin,
  }
}
