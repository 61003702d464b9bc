import * as z from 'zod/mini'
import { DEFAULT_SOCIALS, NAMESPACE_ACCOUNT_TYPES, WALLET_FEATURES_ORDER } from '../constants'
import { CONNECTOR_TYPE_ORDER } from '../rules/orderConnectors'
import { CHAIN_NAMESPACES } from '../types'
import { isHostImageUrl } from '../utils/isHostImageUrl'
import { isLocaleTag } from '../utils/isLocaleTag'
import { isWalletLink } from '../utils/isWalletLink'

function urlOf(protocols: readonly string[], message: string) {
  return z.string().check(
    z.refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, message),
  )
}

/** What a project id may be: it travels in URLs (the services' query, the frame's address, the relay). */
const PROJECT_ID = /^[A-Za-z0-9_-]{1,128}$/

const httpUrl = urlOf(['http:', 'https:'], 'must be an http(s) URL')
/** Polkadot's nodes answer over WebSocket; every other namespace's adapter reads over http(s). */
const rpcUrl = urlOf(['http:', 'https:', 'ws:', 'wss:'], 'must be an http(s) URL, or ws(s) on polkadot')

/** One endpoint, or several for eip155's fallback transport (ranked every 4 s, a failing one skipped). */
const rpcUrls = z.union([rpcUrl, z.array(rpcUrl).check(z.minLength(1, 'at least one RPC URL is required'))])

function isPolkadotOrHttp(network: { caipNetworkId: string; rpcUrl: string | readonly string[] }): boolean {
  const urls = typeof network.rpcUrl === 'string' ? [network.rpcUrl] : network.rpcUrl
  return network.caipNetworkId.startsWith('polkadot:') || urls.every((url) => /^https?:/i.test(url))
}

const caipNetworkId = z.string().check(
  z.refine((value) => {
    const parts = value.split(':')
    return (
      parts.length === 2 &&
      parts.every((part) => part.length > 0) &&
      (CHAIN_NAMESPACES as readonly string[]).includes(parts[0] ?? '')
    )
  }, 'must be a CAIP-2 id such as eip155:1'),
)

export const networkConfigSchema = z
  .object({
    caipNetworkId,
    name: z.string().check(z.minLength(1)),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string().check(z.minLength(1)),
      decimals: z.int().check(z.minimum(0), z.maximum(36)),
    }),
    rpcUrl: rpcUrls,
    blockExplorer: z.optional(z.object({ name: z.string(), url: httpUrl })),
    testnet: z.optional(z.boolean()),
    imageUrl: z.optional(z.string()),
  })
  .check(
    z.refine(isPolkadotOrHttp, { message: 'must be an http(s) URL, or ws(s) on polkadot', path: ['rpcUrl'] }),
  )

const flag = z.optional(z.boolean())

const walletIds = z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(128))))

/** Any scheme a wallet registers, except those that run or embed content in the page. */
const walletLink = z.optional(
  z
    .string()
    .check(z.refine((value) => isWalletLink(value), 'must be a wallet link such as wallet:// or https://…')),
)

const customWalletSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(128)),
  name: z.string().check(z.minLength(1)),
  imageUrl: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => isHostImageUrl(value),
          'must be an https URL without credentials, or a data:image/ URI',
        ),
      ),
  ),
  mobile_link: walletLink,
  desktop_link: walletLink,
  webapp_link: z.optional(httpUrl),
})

export const featuresSchema = z.object({
  send: flag,
  receive: flag,
  swaps: flag,
  onramp: flag,
  email: flag,
  socials: z.optional(
    z.custom<unknown>(
      (v) =>
        typeof v === 'boolean' ||
        (Array.isArray(v) && v.every((id) => (DEFAULT_SOCIALS as readonly unknown[]).includes(id))),
      `must be true, false or a list of ${DEFAULT_SOCIALS.join(', ')}`,
    ),
  ),
  activity: flag,
  multiWallet: flag,
  legalCheckbox: flag,
  smartSessions: flag,
  collapseWallets: flag,
  pay: flag,
  analytics: flag,
  allWallets: flag,
  walletFeaturesOrder: z.optional(z.array(z.enum(WALLET_FEATURES_ORDER))),
})

/**
 * Per namespace, one of the types it has (NAMESPACE_ACCOUNT_TYPES), e.g. `{ solana: 'smartAccount' }` is
 * refused with 'must be eoa'. A key that is no namespace is resolveConfig's to refuse (a strict object
 * would cost the first load zod's never schema).
 */
const defaultAccountTypesSchema = z.object(
  Object.fromEntries(
    Object.entries(NAMESPACE_ACCOUNT_TYPES).map(([namespace, types]) => [
      namespace,
      z.optional(z.enum(types, `must be ${types.join(' or ')}`)),
    ]),
  ),
  "must map namespaces to account types, e.g. { eip155: 'eoa' }",
)

const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', 'must be a function')

export const configSchema = z.object({
  networks: z.array(networkConfigSchema).check(z.minLength(1, 'at least one network is required')),
  adapters: z.optional(
    z.array(
      z.object({
        namespace: z.enum(CHAIN_NAMESPACES),
        setup: fn,
      }),
    ),
  ),
  defaultNetwork: z.optional(caipNetworkId),
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.optional(z.string()),
      url: z.optional(httpUrl),
      icons: z.optional(z.array(z.string())),
    }),
  ),
  connectMethodsOrder: z.optional(z.array(z.enum(['email', 'social', 'wallet']))),
  connectorTypeOrder: z.optional(z.array(z.enum(CONNECTOR_TYPE_ORDER))),
  socialLoginMode: z.optional(z.enum(['popup', 'redirect'])),
  manualWalletConnect: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  locale: z.optional(z.string().check(z.refine(isLocaleTag, 'must be a BCP 47 tag'))),
  isMobile: z.optional(z.boolean()),
  storage: z.optional(z.nullable(z.custom<unknown>((v) => typeof v === 'object'))),
  projectId: z.optional(z.string().check(z.regex(PROJECT_ID, 'must be 1-128 letters, digits, _ or -'))),
  api: z.optional(
    z.object({
      baseUrl: httpUrl,
      // one project id for the whole page, read by the services, WalletConnect and the embedded wallet
      projectId: z.optional(z.custom<never>(() => false, 'projectId goes to createLatch({ projectId })')),
    }),
  ),
  features: z.optional(featuresSchema),
  termsConditionsUrl: z.optional(httpUrl),
  privacyPolicyUrl: z.optional(httpUrl),
  defaultAccountTypes: z.optional(defaultAccountTypesSchema),
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  customWallets: z.optional(z.array(customWalletSchema)),
  siwx: z.optional(
    z.object({
      createMessage: fn,
      signMessage: z.optional(fn),
      addSession: fn,
      revokeSession: fn,
      setSessions: fn,
      getSessions: fn,
      getRequired: z.optional(fn),
    }),
  ),
})
