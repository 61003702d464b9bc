import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Database } from '../db/types'
import type { Mailer } from '../mail/types'
import type { OnrampSettings } from '../onramp/types'
import type { ConfiguredPaymaster } from '../paymaster/configurePaymasters'
import type { PriceTable } from '../prices/types'
import type { Project } from '../projects/types'
import type { ConfiguredSocialProvider } from '../social/configureSocialProviders'
import type { SocialProviderId } from '../social/socialProviders'
import type { SwapSettings } from '../swap/types'

/** An EVM chain the service knows: what `GET /v1/supported-chains` lists and what the indexer follows. */
export interface ApiChain {
  id: number
  name: string
  rpcUrl: string
  /** The first block the indexer reads (default 0). */
  startBlock?: number
  /** Blocks mined on top of a block before the indexer records it (default 2; the devnet uses 0). */
  confirmations?: number
  /** The chain's native currency (default Ether, ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  /** Contracts the operator marks as spam (any case; compared checksummed): flagged in history, NFTs hidden. */
  spamContracts?: readonly string[]
  /**
   * Where balances and history come from (default `indexer`): `indexer` indexes every transfer from
   * `startBlock`; `connected` indexes from `startBlock` only the transfers of the addresses the services
   * have seen (balance and history requests, sign-ins), reading each one's earlier transfers from the node
   * once; `node` indexes nothing: balances are the native currency and `balanceTokens` read in one Multicall3
   * call, history the node's Otterscan search (`ots_`) plus `eth_getLogs` of the Transfer events naming
   * the address. See docs/self-hosting.md.
   */
  source?: ChainSource
  /**
   * Token contracts whose balances are always read on this chain, besides the price table's (any case):
   * on a `node` chain, the only ones.
   */
  balanceTokens?: readonly string[]
}

/** Where a chain's balances and history come from: see `ApiChain.source`. */
export type ChainSource = 'indexer' | 'connected' | 'node'

/** A Solana cluster the service reads balances from: what `GET /v1/supported-chains` lists beside `chains`. */
export interface SolanaCluster {
  /** `solana:` and the first 32 characters of the genesis hash (CAIP-30), e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  caipNetworkId: string
  name: string
  /** The cluster's JSON-RPC endpoint (may carry a provider key: never answered or logged whole). */
  rpcUrl: string
}

/** The Solana side of the service (from LATCH_SOLANA_CLUSTERS). */
export interface SolanaSettings {
  clusters: readonly SolanaCluster[]
}

/** A Bitcoin node (bcoin's HTTP API, indexing addresses) the service reads and broadcasts through. */
export interface BitcoinNode {
  /** `bip122:` and the first 32 hex characters of the genesis block hash (CAIP-4). */
  caipNetworkId: string
  /** bcoin's HTTP API (may carry credentials: never answered or logged whole). */
  url: string
  /** The node's API key (HTTP basic auth). */
  apiKey: string
  /** Whose address prefixes its addresses use (default: from the genesis; regtest is bcoin's `rb`). */
  network: BitcoinNetworkName
}

/** The address formats a Bitcoin node's chain uses. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest' | 'bcoinRegtest'

/** The Bitcoin side of the service (from LATCH_BITCOIN_NODES). */
export interface BitcoinSettings {
  nodes: readonly BitcoinNode[]
  /** The lowest fee rate `GET /v1/bitcoin/{chainId}/fee-rate` answers, in sat/vB (default 1, the relay minimum). */
  feeRateFloor?: number
}

/** Fixed-window rate limit per project and client. */
export interface RateLimitConfig {
  /** Requests allowed per window. */
  max: number
  windowSeconds: number
}

/** What the app needs from its host: the database, the chains and the limits. */
export interface AppDeps {
  db: Database
  chains: readonly ApiChain[]
  /** Default 1000 requests per 60 s; `false` turns the limit off. */
  rateLimit?: RateLimitConfig | false
  /** Largest request body accepted, in bytes (default 64 KiB). */
  bodyLimitBytes?: number
  /**
   * A header naming the client for rate limiting, set by trusted proxies (e.g. `x-forwarded-for`, or a
   * single-value `x-real-ip`). Without it the client is the TCP remote address.
   */
  clientIpHeader?: string
  /** How many trusted proxies append to `clientIpHeader`: the client is that many entries from the right (default 1). */
  trustedProxies?: number
  /**
   * Where clients reach the service (e.g. `https://api.example.com`), for the links it answers (token
   * icons); never taken from the request's Host, which the caller chooses. `startApiServer` defaults it
   * to the URL it listens on; a bare `createApp` to DEFAULT_PUBLIC_URL.
   */
  publicUrl?: string
  /** The clock, milliseconds since the epoch (tests move it). */
  now?: () => number
  /** Fixed token prices for balances and `POST /v1/fungible/price` (default none: prices are 0). */
  prices?: PriceTable
  /** The name service's suffix, with its leading dot (default `.latch.local`). */
  nameSuffix?: string
  /** How long a balance read from the chain is reused, in ms (default 10 s); `forceUpdate` skips it. */
  balanceMaxAgeMs?: number
  /**
   * Hosts (`host` or `host:port`) whose NFT metadata may be fetched although they are loopback or private
   * addresses (default none: such URLs are refused, since a contract chooses them), e.g. a devnet's
   * metadata server.
   */
  nftMetadataHosts?: readonly string[]
  /**
   * Origins of the embedded wallet's frame (`http://127.0.0.1:5174`): the only pages that may call
   * `/v1/auth/*` (default none: 403 FRAME_ORIGIN_REQUIRED). The host page never talks to these routes.
   */
  frameOrigins?: readonly string[]
  /**
   * Mails with a code or a link one client may cause per window, across addresses and projects (default
   * EMAIL_STARTS_PER_CLIENT, 10 per 10 minutes; `false` turns it off): a test world signing many people
   * in from one address raises it.
   */
  loginMailLimit?: RateLimitConfig | false
  /** Sends the email login's mails (codes, device links); without it they answer 503 MAIL_NOT_CONFIGURED. */
  mailer?: Mailer
  /**
   * The operator's recovery secret, at least 32 bytes: recovery shares are encrypted under keys derived
   * from it, and one-time codes hashed with a pepper derived from it. Without it the wallet routes
   * answer 503 RECOVERY_NOT_CONFIGURED. Every instance needs the same one.
   */
  recoverySecret?: Uint8Array
  /**
   * The social providers the services are the OAuth client of (`configureSocialProviders`, from
   * LATCH_SOCIAL_PROVIDERS): without one, its login answers 404 SOCIAL_PROVIDER_NOT_CONFIGURED.
   */
  socialProviders?: ReadonlyMap<SocialProviderId, ConfiguredSocialProvider>
  /**
   * Sign In With Farcaster (from LATCH_FARCASTER): the auth relay the frame's QR code goes through, and
   * the chain (one of `chains`) whose ID registry says who holds each fid. Without it the Farcaster
   * login answers 404 FARCASTER_NOT_CONFIGURED.
   */
  farcaster?: FarcasterSettings
  /**
   * The swap markets (from LATCH_SWAP): a Uniswap v2 router per chain (one of `chains`). Swap networks are
   * the spec's twelve chain ids plus these; one without a market answers 503 SWAP_SOURCE_UNAVAILABLE.
   */
  swap?: SwapSettings
  /**
   * The on-ramp (from LATCH_ONRAMP): the providers' hosts and keys, where USD Coin lives on the configured
   * chains, and the secret their purchase webhooks are signed with. Without it the providers' public hosts
   * are used, and the webhook answers 404 ONRAMP_WEBHOOK_NOT_CONFIGURED.
   */
  onramp?: OnrampSettings
  /**
   * The Solana clusters (from LATCH_SOLANA_CLUSTERS) whose accounts' SOL and SPL balances the balance route
   * reads. Without it a `solana:` chain answers 400 CHAIN_NOT_SUPPORTED, as an unserved eip155 chain does.
   */
  solana?: SolanaSettings
  /**
   * More CAIP-2 chains a sign-in may be for (from LATCH_SIWX_CHAINS), beyond the eip155 chains, Solana
   * clusters and Bitcoin nodes the service serves: chains whose signatures verify without a node, e.g. a
   * `polkadot:` chain (sr25519).
   */
  siwxChains?: readonly string[]
  /**
   * The longest a SIWX session lives, in seconds (from LATCH_SIWX_SESSION_MAX_SECONDS; default 7 days):
   * a sign-in's own Expiration Time is kept when sooner, and one with none or a later one ends here.
   */
  siwxSessionMaxSeconds?: number
  /**
   * The Bitcoin nodes (from LATCH_BITCOIN_NODES) whose UTXOs give BTC balances and through which
   * `/v1/bitcoin/{chainId}/…` reads fee rates and broadcasts. Without it a `bip122:` chain answers 400
   * CHAIN_NOT_SUPPORTED.
   */
  bitcoin?: BitcoinSettings
  /**
   * The operator's verifying paymasters by chain id (`configurePaymasters`, from LATCH_PAYMASTERS): what
   * `POST /v1/paymaster/{chainId}` (ERC-7677) signs for. A chain without one answers the JSON-RPC error
   * -32001 (sponsorship denied).
   */
  paymasters?: ReadonlyMap<number, ConfiguredPaymaster>
}

/** Where Sign In With Farcaster runs: Farcaster's relay and ID registry on Optimism, or the devnet's. */
export interface FarcasterSettings {
  /** The relay's base URL, e.g. `https://relay.farcaster.xyz`. */
  relayUrl: string
  /** The ID registry's chain: one of `AppDeps.chains` (Optimism, 10, for Farcaster). */
  chainId: number
  /** The ID registry's address on that chain. */
  idRegistryAddress: string
  /**
   * Whether a login needs the sign-in code the person's Farcaster app shows (default `'required'`). `'off'`
   * lets Farcaster apps without the code step sign in, and gives up the binding of the finish to the
   * browser that asked: whoever started a request someone else signs gets their wallet (docs/security.md).
   */
  signInCode?: 'required' | 'off'
}

/** The Hono environment of every route: the deps and, after the project middleware, the project. */
export interface ApiEnv {
  Variables: {
    deps: AppDeps
    project: Project
  }
}

/** The app `createApp` returns. */
export type ApiApp = OpenAPIHono<ApiEnv>
