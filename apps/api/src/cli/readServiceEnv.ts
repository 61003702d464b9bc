import { isAddress } from '@solana/kit'
import { z } from 'zod'
import { bitcoinNetworkOf } from '../bitcoin/bitcoinNetworks'
import { BITCOIN_CAIP2_PATTERN } from '../bitcoin/bitcoinSchemas'
import { SOLANA_CAIP2_PATTERN } from '../http/balanceAccountParam'
import { DEFAULT_RATE_LIMIT } from '../http/createClientLimit'
import type {
  ApiChain,
  BitcoinSettings,
  FarcasterSettings,
  RateLimitConfig,
  SolanaSettings,
} from '../http/types'
import type { OnrampSettings } from '../onramp/types'
import {
  type ConfiguredPaymaster,
  PaymastersConfigSchema,
  toConfiguredPaymasters,
} from '../paymaster/configurePaymasters'
import type { PriceTable } from '../prices/types'
import { parseOrigin } from '../projects/parseOrigin'
import {
  type ConfiguredSocialProvider,
  configureSocialProviders,
  SocialProvidersConfigSchema,
} from '../social/configureSocialProviders'
import type { SocialProviderId } from '../social/socialProviders'
import type { SwapSettings } from '../swap/types'
import { describeRejectedValue, type RejectedValueShown } from './describeRejectedValue'
import { UsageError } from './types'

const ChainsSchema = z.array(
  z.object({
    // Chain ids are stored as Postgres integers.
    id: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    name: z.string(),
    rpcUrl: z.url(),
    startBlock: z.number().int().nonnegative().optional(),
    confirmations: z.number().int().nonnegative().max(1000).optional(),
    nativeCurrency: z
      .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) })
      .optional(),
    spamContracts: z
      .array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex characters)'))
      .max(10_000)
      .optional(),
    source: z.enum(['indexer', 'connected', 'node']).optional(),
    balanceTokens: z
      .array(z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex characters)'))
      .max(200)
      .optional(),
  }),
)

/** What a price row says of its asset, whatever its chain. */
const PriceFieldsSchema = z.object({
  usd: z.number().nonnegative(),
  name: z.string().optional(),
  symbol: z.string().optional(),
  decimals: z.number().int().min(0).max(36).optional(),
  iconUrl: z.string().optional(),
})

/** A Solana address (a mint): 32 to 44 base58 characters decoding to 32 bytes. */
const SolanaAddressSchema = z
  .string()
  .refine(isAddress, 'must be a Solana address (32 to 44 base58 characters)')

/** A Solana cluster's CAIP-2 id. */
const SolanaCaip2Schema = z
  .string()
  .regex(SOLANA_CAIP2_PATTERN, 'must be solana: and the first 32 characters of the genesis hash')

const PricesSchema = z.object({
  currencies: z.record(z.string().regex(/^[a-z]{3,5}$/), z.number().positive()).optional(),
  tokens: z.array(
    z.union([
      PriceFieldsSchema.extend({
        chainId: z.number().int().positive(),
        address: z
          .string()
          .regex(/^0x[0-9a-fA-F]{40}$/)
          .optional(),
      }),
      PriceFieldsSchema.extend({ chainId: SolanaCaip2Schema, address: SolanaAddressSchema.optional() }),
    ]),
  ),
})

/** The Solana clusters whose balances the services read, each CAIP-2 id once. */
const SolanaClustersSchema = z
  .array(
    z.strictObject({
      caipNetworkId: SolanaCaip2Schema,
      rpcUrl: z.url({ protocol: /^https?$/ }),
      name: z.string().min(1).max(100),
    }),
  )
  .max(100)
  .refine(
    (clusters) => new Set(clusters.map((cluster) => cluster.caipNetworkId)).size === clusters.length,
    'each caipNetworkId once',
  )

/** The Bitcoin nodes (bcoin's HTTP API) by CAIP-2 chain id, each with its API key and, optionally, its network. */
const BitcoinNodesSchema = z
  .record(
    z
      .string()
      .regex(BITCOIN_CAIP2_PATTERN, 'must be bip122: and the first 32 hex characters of the genesis hash'),
    z.strictObject({
      url: z.url({ protocol: /^https?$/ }),
      apiKey: z.string().min(1).max(200),
      network: z.enum(['mainnet', 'testnet', 'regtest', 'bcoinRegtest']).optional(),
    }),
  )
  .transform((nodes, context) =>
    Object.entries(nodes).flatMap(([caipNetworkId, { network, ...node }]) => {
      const known = network ?? bitcoinNetworkOf(caipNetworkId)
      if (known) return [{ caipNetworkId, ...node, network: known }]
      context.addIssue({
        code: 'custom',
        path: [caipNetworkId, 'network'],
        message: 'is needed for a chain other than mainnet, testnet3 or regtest',
      })
      return []
    }),
  )

function parseJsonEnv<T>(
  env: NodeJS.ProcessEnv,
  name: string,
  schema: z.ZodType<T>,
  example: string,
): T | undefined {
  const text = env[name]
  if (!text) return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new UsageError(`${name} must be JSON, e.g. ${example}`)
  }
  const result = schema.safeParse(value)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new UsageError(`${name}: ${issue?.path.join('.') || 'value'}: ${issue?.message} (e.g. ${example})`)
  }
  return result.data
}

/** Sign In With Farcaster: the auth relay, and the ID registry's chain (one of LATCH_API_CHAINS) and address. */
const FarcasterSchema = z.strictObject({
  relayUrl: z.url({ protocol: /^https?$/ }),
  chainId: z.number().int().positive(),
  idRegistryAddress: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex characters)'),
  signInCode: z.enum(['required', 'off']).optional(),
})

const ContractAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address (0x and 40 hex characters)')

/** The swap markets: a Uniswap v2 router per chain (one of LATCH_API_CHAINS), its factory and WETH optional. */
const SwapSchema = z.strictObject({
  chains: z
    .array(
      z.strictObject({
        chainId: z.number().int().positive(),
        router: ContractAddressSchema,
        factory: ContractAddressSchema.optional(),
        weth: ContractAddressSchema.optional(),
      }),
    )
    .max(100),
})

/** A whole number above 0 (at most 9 digits), as an environment variable writes it. */
const WholeNumberSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/)
  .transform(Number)

/** A header name (RFC 9110 token characters), lower-cased as Node reports headers. */
const HeaderNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/)
  .transform((name) => name.toLowerCase())

/** Comma-separated hosts (`host` or `host:port`), e.g. `127.0.0.1:8547,meta.internal`. */
const HostListSchema = z
  .string()
  .regex(/^[A-Za-z0-9.:[\]-]{1,255}(,[A-Za-z0-9.:[\]-]{1,255}){0,99}$/)
  .transform((text) => text.split(','))

/** CAIP-2 ids of chains whose sign-in signatures verify offline (solana, bip122, polkadot), comma-separated. */
const SiwxChainListSchema = z
  .string()
  .regex(
    /^(solana|bip122|polkadot):[-_a-zA-Z0-9]{1,32}(,(solana|bip122|polkadot):[-_a-zA-Z0-9]{1,32}){0,99}$/,
  )
  .transform((text) => text.split(','))

/** An http(s) base URL without query or fragment, without its trailing slash. */
const PublicUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((text) => !/[?#]/.test(text))
  .transform((text) => text.replace(/\/+$/, ''))

/** Comma-separated exact http(s) origins (no patterns), normalised as browsers send them. */
const OriginListSchema = z.string().transform((text, context) => {
  const items = text.split(',')
  const origins = items.flatMap((item) => {
    const origin = parseOrigin(item)
    return origin && !origin.includes('*') ? [origin] : []
  })
  if (origins.length !== items.length || origins.length > 100) {
    context.addIssue({ code: 'custom', message: 'must be exact http(s) origins' })
    return z.NEVER
  }
  return origins
})

/** An SMTP server URL, credentials in it when needed. */
const SmtpUrlSchema = z.url({ protocol: /^smtps?$/ })

/** A sender: `address` or `Name <address>`. */
const MailFromSchema = z
  .string()
  .max(320)
  .refine((text) => {
    const [, named, bare] = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(text.trim()) ?? []
    return z.email().safeParse(named ?? bare).success
  })

/** At least 32 bytes, written as hex (read first) or base64. */
const SecretSchema = z
  .string()
  .transform((text) =>
    /^([0-9a-fA-F]{2})+$/.test(text)
      ? Buffer.from(text, 'hex')
      : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
        ? Buffer.from(text, 'base64')
        : Buffer.alloc(0),
  )
  .refine((bytes) => bytes.length >= 32)

/** The on-ramp: each provider's host, key and webhook secret, and USD Coin's contracts by CAIP-2 network. */
const OnrampSchema = z
  .strictObject({
    meld: z
      .strictObject({
        url: z.url({ protocol: /^https?$/ }).optional(),
        publicKey: z.string().max(200).optional(),
        webhookSecret: SecretSchema.optional(),
      })
      .optional(),
    coinbase: z
      .strictObject({
        url: z.url({ protocol: /^https?$/ }).optional(),
        appId: z.string().max(200).optional(),
        webhookSecret: SecretSchema.optional(),
      })
      .optional(),
    usdCoin: z
      .record(
        z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network such as eip155:1'),
        z.strictObject({ name: z.string().min(1).max(100), contract: z.string().min(1).max(64) }),
      )
      .optional(),
    // The one secret all providers shared before: named, so the error says where it went.
    webhookSecret: z.unknown().optional(),
  })
  .superRefine((onramp, context) => {
    if (onramp.webhookSecret !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['webhookSecret'],
        message:
          'each provider now signs with its own secret: set meld.webhookSecret and coinbase.webhookSecret instead',
      })
    }
    const [meld, coinbase] = [onramp.meld?.webhookSecret, onramp.coinbase?.webhookSecret]
    if (meld && coinbase && meld.equals(coinbase)) {
      context.addIssue({
        code: 'custom',
        path: ['coinbase', 'webhookSecret'],
        message: "must differ from meld's: one provider's secret must never sign another's reports",
      })
    }
  })

/**
 * One environment variable through its schema: `undefined` when unset; set but invalid (empty included)
 * is a UsageError naming the variable, so `serve` refuses to start rather than run with a limit turned off.
 * The error quotes the value only as far as `shown` allows: a secret or a URL's credentials never reach a log.
 */
function parseEnvVar<T>(
  env: NodeJS.ProcessEnv,
  name: string,
  schema: z.ZodType<T, string>,
  expected: string,
  shown: RejectedValueShown = 'value',
): T | undefined {
  const text = env[name]
  if (text === undefined) return undefined
  const result = schema.safeParse(text)
  if (!result.success)
    throw new UsageError(`${name} must be ${expected} (got ${describeRejectedValue(text, shown)})`)
  return result.data
}

export interface ServiceEnv {
  chains: ApiChain[]
  prices?: PriceTable
  /** From LATCH_RATE_LIMIT_MAX (`off` turns it off) and LATCH_RATE_LIMIT_WINDOW_SECONDS. */
  rateLimit: RateLimitConfig | false
  clientIpHeader?: string
  trustedProxies?: number
  /** LATCH_INDEXER: `on` (default) or `off`. */
  indexer: boolean
  publicUrl?: string
  /** LATCH_NFT_METADATA_HOSTS: hosts whose NFT metadata may be fetched on loopback or private addresses. */
  nftMetadataHosts?: string[]
  /** LATCH_FRAME_ORIGINS: the embedded wallet's frame origins, the only callers of `/v1/auth/*`. */
  frameOrigins?: string[]
  /** LATCH_SMTP_URL and LATCH_MAIL_FROM (set both or neither): the email login's mail server and sender. */
  smtp?: { url: string; from: string }
  /** LATCH_RECOVERY_SECRET: at least 32 bytes, hex or base64. */
  recoverySecret?: Uint8Array
  /** LATCH_SOCIAL_PROVIDERS: the social logins turned on, with their client credentials and endpoints. */
  socialProviders?: Map<SocialProviderId, ConfiguredSocialProvider>
  /** LATCH_FARCASTER: Sign In With Farcaster's relay and ID registry. */
  farcaster?: FarcasterSettings
  /** LATCH_SWAP: the swap market (a Uniswap v2 router) of each chain swaps run on. */
  swap?: SwapSettings
  /** LATCH_ONRAMP: the on-ramp providers' hosts, keys and webhook secrets, USD Coin's contracts. */
  onramp?: OnrampSettings
  /** LATCH_SOLANA_CLUSTERS: the Solana clusters whose SOL and SPL balances the balance route reads. */
  solana?: SolanaSettings
  /** LATCH_BITCOIN_NODES: the Bitcoin nodes BTC balances, fee rates and broadcasts go through. */
  bitcoin?: BitcoinSettings
  /** LATCH_SIWX_CHAINS: more chains a sign-in may be for, whose signatures verify offline (polkadot:…). */
  siwxChains?: string[]
  /** LATCH_SIWX_SESSION_MAX_SECONDS: the longest a SIWX session lives (default 7 days). */
  siwxSessionMaxSeconds?: number
  /** LATCH_PAYMASTERS: the verifying paymaster per chain that `POST /v1/paymaster/{chainId}` signs for. */
  paymasters?: Map<number, ConfiguredPaymaster>
}

/**
 * Everything `serve` and `index` read from the environment, each variable checked with zod:
 * LATCH_API_CHAINS (JSON `[{ id, name, rpcUrl, startBlock?, confirmations?, nativeCurrency?, spamContracts? }]`),
 * LATCH_API_PRICES (JSON `{ currencies?: { eur: 0.9 }, tokens: [{ chainId, address?, usd, name?, symbol?,
 * decimals? }] }`, `chainId` an eip155 id or a Solana cluster's `solana:…` with a base58 mint as `address`), LATCH_RATE_LIMIT_MAX (default 1000, or `off`), LATCH_RATE_LIMIT_WINDOW_SECONDS
 * (default 60), LATCH_CLIENT_IP_HEADER and LATCH_TRUSTED_PROXIES (default 1), LATCH_INDEXER (`on`/`off`),
 * LATCH_PUBLIC_URL and LATCH_NFT_METADATA_HOSTS (comma-separated), and for the email login LATCH_FRAME_ORIGINS
 * (comma-separated origins), LATCH_SMTP_URL with LATCH_MAIL_FROM, and LATCH_RECOVERY_SECRET (hex or
 * base64, at least 32 bytes); for the social login LATCH_SOCIAL_PROVIDERS (JSON `[{ id, clientId, clientSecret,
 * authorizationUrl?, tokenUrl?, profileUrl? }]`); for Sign In With Farcaster LATCH_FARCASTER (JSON
 * `{ relayUrl, chainId, idRegistryAddress }`, the chain one of LATCH_API_CHAINS); for swaps LATCH_SWAP (JSON
 * `{ chains: [{ chainId, router, factory?, weth? }] }`, each chain one of LATCH_API_CHAINS); for the on-ramp
 * LATCH_ONRAMP (JSON `{ meld?: { url?, publicKey?, webhookSecret? }, coinbase?: { url?, appId?, webhookSecret? },
 * usdCoin?: { "eip155:1": { name, contract } } }`, each provider's own secret hex or base64 of at least 32
 * bytes); for Solana balances
 * LATCH_SOLANA_CLUSTERS (JSON `[{ caipNetworkId, rpcUrl, name }]`); for Bitcoin LATCH_BITCOIN_NODES (JSON
 * `{ "bip122:<reference>": { url, apiKey, network? } }`, bcoin's HTTP API); for sign-ins on chains the service
 * does not read, LATCH_SIWX_CHAINS (comma-separated `polkadot:…` ids) and the longest a sign-in session lives,
 * LATCH_SIWX_SESSION_MAX_SECONDS (default 7 days); for sponsored user operations
 * LATCH_PAYMASTERS (JSON `[{ chainId, entryPoint, paymaster, accountFactory, signerKey, sponsorName?, and the
 * caps and budgets of `sponsorshipLimits.ts` }]`, each chain once and one of LATCH_API_CHAINS; the key never
 * appears in an error). A variable that is set but invalid, even empty, throws a UsageError naming it.
 *
 * @example
 * const { chains, prices, rateLimit } = readServiceEnv(process.env)
 */
export function readServiceEnv(env: NodeJS.ProcessEnv = process.env): ServiceEnv {
  const chains =
    parseJsonEnv(env, 'LATCH_API_CHAINS', ChainsSchema, '[{ "id": 1, "name": "…", "rpcUrl": "…" }]') ?? []
  const prices = parseJsonEnv(
    env,
    'LATCH_API_PRICES',
    PricesSchema,
    '{ "tokens": [{ "chainId": 1, "usd": 3000 }] }',
  )
  const max = parseEnvVar(
    env,
    'LATCH_RATE_LIMIT_MAX',
    z.union([z.literal('off'), WholeNumberSchema]),
    'a whole number of requests above 0, or off',
  )
  const windowSeconds = parseEnvVar(
    env,
    'LATCH_RATE_LIMIT_WINDOW_SECONDS',
    WholeNumberSchema,
    'a whole number of seconds above 0',
  )
  const clientIpHeader = parseEnvVar(
    env,
    'LATCH_CLIENT_IP_HEADER',
    HeaderNameSchema,
    'a header name set by your proxy, e.g. x-forwarded-for',
  )
  const trustedProxies = parseEnvVar(
    env,
    'LATCH_TRUSTED_PROXIES',
    WholeNumberSchema.pipe(z.number().max(32)),
    'the number of proxies in front of the service, 1-32',
  )
  if (trustedProxies !== undefined && clientIpHeader === undefined) {
    throw new UsageError('LATCH_TRUSTED_PROXIES needs LATCH_CLIENT_IP_HEADER (the header they write)')
  }
  const indexer = parseEnvVar(env, 'LATCH_INDEXER', z.enum(['on', 'off']), 'on or off')
  const publicUrl = parseEnvVar(
    env,
    'LATCH_PUBLIC_URL',
    PublicUrlSchema,
    'the http(s) URL clients reach the service at, e.g. https://api.example.com',
    'url',
  )
  const nftMetadataHosts = parseEnvVar(
    env,
    'LATCH_NFT_METADATA_HOSTS',
    HostListSchema,
    'comma-separated hosts, e.g. 127.0.0.1:8547',
  )
  const frameOrigins = parseEnvVar(
    env,
    'LATCH_FRAME_ORIGINS',
    OriginListSchema,
    'comma-separated http(s) origins of the embedded wallet frame, e.g. http://127.0.0.1:5174',
    'url',
  )
  const smtpUrl = parseEnvVar(env, 'LATCH_SMTP_URL', SmtpUrlSchema, 'an smtp:// or smtps:// URL', 'url')
  const mailFrom = parseEnvVar(
    env,
    'LATCH_MAIL_FROM',
    MailFromSchema,
    'the sender, e.g. login@example.com or Latch <login@example.com>',
  )
  if ((smtpUrl === undefined) !== (mailFrom === undefined)) {
    throw new UsageError('LATCH_SMTP_URL and LATCH_MAIL_FROM go together: set both, or neither')
  }
  const recoverySecret = parseEnvVar(
    env,
    'LATCH_RECOVERY_SECRET',
    SecretSchema,
    'at least 32 random bytes as hex or base64, e.g. from: openssl rand -hex 32',
    'secret',
  )
  const socialProviders = parseJsonEnv(
    env,
    'LATCH_SOCIAL_PROVIDERS',
    SocialProvidersConfigSchema,
    '[{ "id": "google", "clientId": "…", "clientSecret": "…" }]',
  )
  const farcaster = parseJsonEnv(
    env,
    'LATCH_FARCASTER',
    FarcasterSchema,
    '{ "relayUrl": "https://relay.farcaster.xyz", "chainId": 10, "idRegistryAddress": "0x00000000fc6c5f01fc30151999387bb99a9f489b" }',
  )
  if (farcaster && !chains.some((chain) => chain.id === farcaster.chainId)) {
    throw new UsageError(
      `LATCH_FARCASTER: chainId ${farcaster.chainId} is not one of LATCH_API_CHAINS (the ID registry is read there)`,
    )
  }
  if (farcaster?.signInCode === 'off') {
    console.warn(
      '[api] LATCH_FARCASTER.signInCode is off: a Farcaster login no longer needs the code the app shows, so whoever starts a request that someone else signs gets their wallet (docs/security.md).',
    )
  }
  const swap = parseJsonEnv(
    env,
    'LATCH_SWAP',
    SwapSchema,
    '{ "chains": [{ "chainId": 1, "router": "0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D" }] }',
  )
  const unserved = swap?.chains.find((market) => !chains.some((chain) => chain.id === market.chainId))
  if (unserved) {
    throw new UsageError(
      `LATCH_SWAP: chainId ${unserved.chainId} is not one of LATCH_API_CHAINS (its router is read there)`,
    )
  }
  const onramp = parseJsonEnv(
    env,
    'LATCH_ONRAMP',
    OnrampSchema,
    '{ "meld": { "url": "https://meldcrypto.com", "publicKey": "…", "webhookSecret": "<openssl rand -hex 32>" } }',
  )
  const solanaClusters = parseJsonEnv(
    env,
    'LATCH_SOLANA_CLUSTERS',
    SolanaClustersSchema,
    '[{ "caipNetworkId": "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "rpcUrl": "https://api.mainnet-beta.solana.com", "name": "Solana" }]',
  )
  const bitcoinNodes = parseJsonEnv(
    env,
    'LATCH_BITCOIN_NODES',
    BitcoinNodesSchema,
    '{ "bip122:000000000019d6689c085ae165831e93": { "url": "http://127.0.0.1:8332", "apiKey": "…" } }',
  )
  const siwxChains = parseEnvVar(
    env,
    'LATCH_SIWX_CHAINS',
    SiwxChainListSchema,
    'comma-separated CAIP-2 ids of solana, bip122 or polkadot chains, e.g. polkadot:91b171bb158e2d3848fa23a9f1c25182',
  )
  const siwxSessionMaxSeconds = parseEnvVar(
    env,
    'LATCH_SIWX_SESSION_MAX_SECONDS',
    WholeNumberSchema,
    'the longest a sign-in session lives, a whole number of seconds above 0 (default 604800, 7 days)',
  )
  const paymasters = parseJsonEnv(
    env,
    'LATCH_PAYMASTERS',
    PaymastersConfigSchema,
    '[{ "chainId": 1, "entryPoint": "0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108", "paymaster": "0x…", "accountFactory": "0x…", "signerKey": "<its verifying signer\'s private key, 0x and 64 hex characters>" }]',
  )
  const unread = paymasters?.find((entry) => !chains.some((chain) => chain.id === entry.chainId))
  if (unread) {
    throw new UsageError(
      `LATCH_PAYMASTERS: chainId ${unread.chainId} is not one of LATCH_API_CHAINS (the paymaster reads its base fee and the accounts' addresses there)`,
    )
  }
  return {
    chains,
    ...(prices ? { prices } : {}),
    rateLimit:
      max === 'off'
        ? false
        : {
            max: max ?? DEFAULT_RATE_LIMIT.max,
            windowSeconds: windowSeconds ?? DEFAULT_RATE_LIMIT.windowSeconds,
          },
    ...(clientIpHeader ? { clientIpHeader } : {}),
    ...(trustedProxies ? { trustedProxies } : {}),
    indexer: indexer !== 'off',
    ...(publicUrl ? { publicUrl } : {}),
    ...(nftMetadataHosts ? { nftMetadataHosts } : {}),
    ...(frameOrigins ? { frameOrigins } : {}),
    ...(smtpUrl && mailFrom ? { smtp: { url: smtpUrl, from: mailFrom } } : {}),
    ...(recoverySecret ? { recoverySecret } : {}),
    ...(socialProviders ? { socialProviders: configureSocialProviders(socialProviders) } : {}),
    ...(farcaster ? { farcaster } : {}),
    ...(swap ? { swap } : {}),
    ...(onramp ? { onramp: toOnrampSettings(onramp) } : {}),
    ...(solanaClusters ? { solana: { clusters: solanaClusters } } : {}),
    ...(bitcoinNodes ? { bitcoin: { nodes: bitcoinNodes } } : {}),
    ...(siwxChains ? { siwxChains } : {}),
    ...(siwxSessionMaxSeconds ? { siwxSessionMaxSeconds } : {}),
    ...(paymasters ? { paymasters: toConfiguredPaymasters(paymasters) } : {}),
  }
}

/** The parsed variable with the keys zod leaves `undefined` dropped (the settings' optionals are exact). */
function toOnrampSettings(parsed: z.infer<typeof OnrampSchema>): OnrampSettings {
  const { meld, coinbase, usdCoin } = parsed
  return {
    ...(meld
      ? {
          meld: {
            ...(meld.url ? { url: meld.url } : {}),
            ...(meld.publicKey ? { publicKey: meld.publicKey } : {}),
            ...(meld.webhookSecret ? { webhookSecret: meld.webhookSecret } : {}),
          },
        }
      : {}),
    ...(coinbase
      ? {
          coinbase: {
            ...(coinbase.url ? { url: coinbase.url } : {}),
            ...(coinbase.appId ? { appId: coinbase.appId } : {}),
            ...(coinbase.webhookSecret ? { webhookSecret: coinbase.webhookSecret } : {}),
          },
        }
      : {}),
    ...(usdCoin ? { usdCoin } : {}),
  }
}
