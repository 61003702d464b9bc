import type { ChainAdapter } from '../adapter'
import type { NAMESPACE_ACCOUNT_TYPES, SocialProvider, WalletFeature } from '../constants'
import type { ConnectMethod } from '../rules/connectMethodsOrder'
import type { ConnectorGroup } from '../rules/orderConnectors'
import type { StorageLike } from '../storage/createStorage'
import type { CaipNetworkId, ChainNamespace, Network, SiwxConfig, ThemeConfig } from '../types'

/** A network as the host declares it; `id` and `chainNamespace` are derived from `caipNetworkId`. */
export type NetworkConfig = Omit<
  Network,
  'id' | 'chainNamespace' | 'caipNetworkId' | 'rpcUrl' | 'rpcUrls'
> & {
  caipNetworkId: CaipNetworkId
  /**
   * The network's JSON-RPC endpoint, or several: on eip155 a list makes a fallback transport that
   * ranks them every 4 s (stability 0.7, latency 0.3) and skips a failing one (spec §9).
   */
  rpcUrl: string | readonly string[]
}

export interface LatchConfig {
  /** The networks the host supports; the first is the default unless `defaultNetwork` says otherwise. */
  networks: NetworkConfig[]
  /** One adapter per namespace, e.g. `createEvmAdapter()`. */
  adapters?: ChainAdapter[]
  defaultNetwork?: CaipNetworkId
  metadata?: { name: string; description?: string; url?: string; icons?: string[] }
  /**
   * How the modal and the connect button look: `'light'` (the default), `'dark'`, `'system'` (follows
   * `prefers-color-scheme`), a theme from `lightTheme()` / `darkTheme()`, or `{ lightMode, darkMode }`
   * (two themes, following `prefers-color-scheme`). See docs/theming.md.
   */
  theme?: ThemeConfig
  connectMethodsOrder?: ConnectMethod[]
  /**
   * The order of the wallet list's groups (spec §2's default: walletConnect, recent, injected, featured,
   * custom, external, recommended). Groups left out follow in the default order, so none is hidden.
   */
  connectorTypeOrder?: ConnectorGroup[]
  /**
   * How a social login reaches its provider: `popup` (default; the page redirects when the browser blocks
   * it) or `redirect` (the page goes to the provider and comes back, for browsers that block popups).
   */
  socialLoginMode?: 'popup' | 'redirect'
  /** The host drives WalletConnect itself (spec §2 step 2). */
  manualWalletConnect?: boolean
  /** Renders inline in the host's layout: closing returns to Account or Connect instead of hiding. */
  embedded?: boolean
  /**
   * The modal's language as a BCP 47 tag ('de', 'pt-BR', 'ar'); without it, the first of the browser's
   * languages Latch speaks, else English. Change it at run time with `setLocale`.
   */
  locale?: string
  /** Defaults to a user-agent check. */
  isMobile?: boolean
  /** Where recent wallets and the active connector are kept; defaults to localStorage, `null` keeps memory only. */
  storage?: StorageLike | null
  /**
   * The provider service (apps/api or your own deployment of it). Without it no service call is made:
   * remote config and analytics fall back to the spec's defaults, the other service actions throw
   * `ApiNotConfiguredError`. Nothing defaults to a vendor host.
   */
  api?: ApiOptions
  /**
   * The page's project: one id, read by the services (`api`), WalletConnect's pairing and the embedded
   * wallet's frame, each handed it by Latch (`walletConnect()` and `embeddedWallet()` take none of their
   * own). Letters, digits, `_` or `-`, at most 128. Required with `api`.
   */
  projectId?: string
  /** The spec's feature flags (§6) that the host sets, and the order of the wallet features. */
  features?: FeaturesConfig
  /**
   * The host's terms (http(s) URL): the Connect view links it under the wallets, and with
   * `features.legalCheckbox` asks the person to agree to it before a wallet can be chosen.
   */
  termsConditionsUrl?: string
  /** The host's privacy policy (http(s) URL), linked beside the terms. */
  privacyPolicyUrl?: string
  /**
   * The account type a wallet with several starts a login on, per namespace (spec §3, §6); a namespace left
   * out takes the spec's default (DEFAULT_ACCOUNT_TYPES: bitcoin payment, eip155 smartAccount, polkadot
   * eoa, solana eoa). It is the host's default only: the embedded wallet keeps each person's own choice
   * (made with `switchAccountType`) above it, per user.
   */
  defaultAccountTypes?: DefaultAccountTypes
  /** Listing wallet ids shown first, in this order, after the browser's wallets (spec §2 'featured'). */
  featuredWalletIds?: string[]
  /** Only these listing wallets are offered (the browser's wallets are always shown). */
  includeWalletIds?: string[]
  /** These listing wallets are never offered. */
  excludeWalletIds?: string[]
  /** The host's own wallets, reached through WalletConnect like listing wallets (spec §2 'custom'). */
  customWallets?: CustomWallet[]
  /**
   * Sign in with the wallet after connecting (spec §4), e.g. `createServicesSiwx(api)` from
   * `@latch/siwx`. Left out, nobody is asked to sign in.
   */
  siwx?: SiwxConfig
}

/** Per namespace, one of the account types it has, e.g. `{ eip155: 'eoa' }`. */
export type DefaultAccountTypes = {
  [Namespace in ChainNamespace]?: (typeof NAMESPACE_ACCOUNT_TYPES)[Namespace][number]
}

/**
 * A wallet the host adds to the list. Its image is an https URL without credentials (http on loopback
 * while developing) or a `data:image/` URI, loaded only through `<img>` with the placeholder when it
 * fails; its links open it with the pairing URI on phones.
 */
export interface CustomWallet {
  id: string
  name: string
  imageUrl?: string
  /** A native scheme (`wallet://`) or a universal link (`https://wallet.example`). */
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/**
 * Feature flags the host sets in code (spec §6), next to the ones the project sets remotely; a flag
 * left out takes its default (DEFAULT_FEATURES). Where the project's remote features apply over
 * these, and which wins, is resolveFeatures' doc.
 */
export interface FeaturesConfig {
  /** Default on. */
  send?: boolean
  /** Default on. */
  receive?: boolean
  /** Default on; the project can turn it off remotely. */
  swaps?: boolean
  /** Default on; the project can turn it off remotely. */
  onramp?: boolean
  /** Default on; the project can turn it off remotely. */
  email?: boolean
  /**
   * The social logins in the order shown; `true` or left out: the project's list (spec §9 default
   * google, x, discord, farcaster, github, apple, facebook); `false`: none.
   */
  socials?: boolean | readonly SocialProvider[]
  /** Default on; the project can turn it off remotely. */
  activity?: boolean
  /** Default off: only the active connector's connections show. Left out, the project decides. */
  multiWallet?: boolean
  /**
   * Default off. On, the Connect view shows a checkbox agreeing to `termsConditionsUrl` and
   * `privacyPolicyUrl` (one of them is required), and no login or wallet can be chosen until it is ticked.
   */
  legalCheckbox?: boolean
  /** Default off; Latch has no smart sessions yet, so `true` is refused. */
  smartSessions?: boolean
  /**
   * Default off. On, and with the email or a social login shown, the Connect view folds the wallets
   * behind one 'Continue with a wallet' button.
   */
  collapseWallets?: boolean
  /** Default off; Latch has no pay flow yet, so `true` is refused. */
  pay?: boolean
  /**
   * `false` sends no analytics event or error report and does not even ask the service whether
   * the project wants them; left out (or `true`), the project's setting (GET /getAnalyticsConfig) decides.
   */
  analytics?: boolean
  /** Default on: the All Wallets entry of the Connect view and of the QR code view; `false` hides both. */
  allWallets?: boolean
  /**
   * The Account view's wallet features in this order; the ones left out follow in the default
   * order onramp, swaps, receive, send. Turning one off is its flag's job.
   */
  walletFeaturesOrder?: readonly WalletFeature[]
}

/** `createLatch({ api })`: where the provider service lives (the project is createLatch's `projectId`). */
export interface ApiOptions {
  /** http(s) URL of the service, optionally with a path prefix, e.g. `https://api.example.com/latch`. */
  baseUrl: string
}

/** The services' endpoint as the clients use it: `api.baseUrl` and createLatch's `projectId`. */
export interface ApiConfig {
  /** http(s) URL of the service, without a trailing slash. */
  baseUrl: string
  /** Sent as the `projectId` query parameter with every call. */
  projectId: string
}

/** The config after validation, with networks resolved. */
export interface ResolvedConfig extends Omit<LatchConfig, 'networks' | 'adapters' | 'api'> {
  networks: Network[]
  adapters: ChainAdapter[]
  defaultNetwork: CaipNetworkId
  embedded: boolean
  isMobile: boolean
  manualWalletConnect: boolean
  /** Validated, `baseUrl` without a trailing slash. */
  api: ApiConfig | undefined
}
