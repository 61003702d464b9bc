import type { PreferredAccountType } from './types/account'
import type { ChainNamespace } from './types/network'

// ── Screens and timings (spec §2) ─────────────────────────────────────────
/** The shake animation lasts 500 ms. */
export const SHAKE_MS = 500
/** A snackbar replacing another waits 150 ms so the change is seen. */
export const SNACKBAR_REPLACE_GAP_MS = 150
/** Spec silent: 2.2 s gives a short message time to be read without lingering over the next action. */
export const SNACKBAR_AUTO_CLOSE_MS = 2200
/** Animations run 120, 150 and 150 ms (short, medium, long). */
export const ANIMATION_MS = [120, 150, 150] as const
/** The modal's width; the dialog's CSS reads it, as it reads ANIMATION_MS and SHAKE_MS. */
export const MODAL_WIDTH_PX = 360
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
/** Leaving the Farcaster view unconnected reloads the auth connector after 100 ms. */
export const FARCASTER_RELOAD_DELAY_MS = 100
/** Mobile deeplinks are handled for these three wallets, by their listing ids (rules/walletDeeplink.ts). */
export const DEEPLINK_WALLETS = ['phantom', 'solflare', 'coinbase-wallet'] as const

// ── Display (spec §5) ─────────────────────────────────────────────────────
/** Displayed balance floors to 3 decimals. */
export const BALANCE_DISPLAY_DECIMALS = 3
/** Fiat shows 2 decimals. */
export const FIAT_DISPLAY_DECIMALS = 2
/** Email display is shortened when over 30 characters. */
export const EMAIL_DISPLAY_MAX_LENGTH = 30

// ── Caches and retries (spec §9) ──────────────────────────────────────────
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const ENS_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000
/** Pairing expiry is four minutes. */
export const PAIRING_EXPIRY_MS = 240_000
/** Pairing counts as expired when under 10 s are left. */
export const PAIRING_EXPIRED_BELOW_MS = 10_000
/** Balance fetch retry is allowed only 30 s after the last failure. */
export const BALANCE_RETRY_AFTER_MS = 30_000
/** Error reports: at most 5 per 60 s. */
export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000

// ── Wallet listing (spec §9) ──────────────────────────────────────────────
export const MAX_RECENT_WALLETS = 2
export const RECOMMENDED_WALLETS = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_SEARCH_RESULTS = 100
export const WALLETS_MIN_WAIT_MS = 300

// ── Features (spec §9) ────────────────────────────────────────────────────
/** Swap slippage tolerance, in percent: the least a swap accepts is the quote less 1%. */
export const SLIPPAGE_TOLERANCE = 1
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
/** A social login the modal knows: the spec's seven. */
export type SocialProvider = (typeof DEFAULT_SOCIALS)[number]
/** The social logins made by OAuth in a popup (or a redirect): all but Farcaster, which has its own view. */
export type OAuthSocialProvider = Exclude<SocialProvider, 'farcaster'>
export const OAUTH_SOCIALS: readonly OAuthSocialProvider[] = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
]
export const DEFAULT_REMOTE_FEATURES = {
  swaps: ['1inch'],
  onramp: ['meld', 'coinbase'],
  email: true,
  socials: DEFAULT_SOCIALS,
  activity: true,
  branding: true,
  multiWallet: false,
} as const
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** A feature the Account view offers for the wallet: buy, swap, receive or send. */
export type WalletFeature = (typeof WALLET_FEATURES_ORDER)[number]
/** The namespaces whose tokens the balance service reads (spec §9's eip155 and solana, and bip122's UTXOs). */
export const BALANCE_NAMESPACES = ['eip155', 'solana', 'bip122'] as const
/** The namespaces the balance service does not serve, whose one native token is read from the chain by the adapter. */
export const CHAIN_BALANCE_NAMESPACES = ['polkadot'] as const
/** Spec §9's eip155 and solana, and the native sends of Bitcoin and Polkadot. */
export const SEND_NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const
export const NAMES_NAMESPACES = ['eip155'] as const
export const ACTIVITY_NAMESPACES = ['eip155'] as const
/** The twelve eip155 chain ids swaps run on. */
export const SWAP_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const
/** The swap service's address for a chain's native currency (the 1inch convention), in its CAIP-10 token ids. */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Spec silent: a quote is asked 300 ms after the last keystroke, not for every digit typed. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300
/** Mainland China, Hong Kong and Macau; what matching them changes is not specified yet. */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
] as const

// ── On-ramp (spec §3, §9) ─────────────────────────────────────────────────
export const ONRAMP_PROVIDERS = [
  { name: 'meld', feeRange: '1-2%', namespaces: ['eip155', 'solana'] },
  { name: 'coinbase', feeRange: '1-2%', namespaces: ['eip155'] },
] as const
export const DEFAULT_PURCHASE_CURRENCY = 'USDC'
export const DEFAULT_PAYMENT_CURRENCY = 'USD'
/** Decimal strings, as the decimal library and the provider expect them (the currency tables built from
 * them are in onramp/onrampConstants.ts, so only the on-ramp's lazy chunks carry them). */
export const DEFAULT_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
export const DEFAULT_BANK_ACCOUNT_LIMITS = { min: '10.00', max: '25000.00' } as const
export const COINBASE_PAY_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const

// ── Account types (spec §3, §6) ───────────────────────────────────────────
/** Spec §6: default account types: bitcoin payment, eip155 smartAccount, polkadot eoa, solana eoa (cosmos: none). */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const satisfies Partial<Record<ChainNamespace, PreferredAccountType>>
/**
 * Spec silent on which of §3's types (eoa, smartAccount, payment) each namespace has: smart accounts are
 * eip155's (ERC-4337), payment is bitcoin's (its payment address, account index 0), the others hold plain
 * key accounts. `defaultAccountTypes` must name one of these.
 */
export const NAMESPACE_ACCOUNT_TYPES = {
  eip155: ['eoa', 'smartAccount'],
  solana: ['eoa'],
  polkadot: ['eoa'],
  bip122: ['payment'],
  cosmos: ['eoa'],
} as const satisfies Record<ChainNamespace, readonly PreferredAccountType[]>

// ── Embedded wallet and login (spec §9) ───────────────────────────────────
export const SOCIAL_POPUP_WIDTH_PX = 600
export const SOCIAL_POPUP_HEIGHT_PX = 800
export const SOCIAL_POPUP_POLL_MS = 1000
/** The query parameter a social login comes back to the page with (the services add it). */
export const SOCIAL_RETURN_PARAMETER = 'latch_social'
export const EMAIL_CHANGE_POLL_MS = 1000
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Email, device, OTP, social and social-redirect requests. */
export const LOGIN_REQUEST_TIMEOUT_MS = 120_000
export const SIGN_OUT_TIMEOUT_MS = 3000
export const FRAME_READY_DELAY_MS = 500
export const RPC_NOT_ALLOWED_DELAY_MS = 300
/** Spec silent for extension connect; matches the spec's 120 s login request timeout. */
export const CONNECT_TIMEOUT_MS = 120_000

// ── UI limits (spec §9) ───────────────────────────────────────────────────
export const SCROLL_AREA_HIDE_DELAY_MS = 600
export const PENDING_TRANSACTIONS_LIMIT = 99

// ── Transport (spec §9) ───────────────────────────────────────────────────
export const HTTP_TIMEOUT_MS = 10_000
export const RPC_RETRY_COUNT = 3
/** Base delay; it grows exponentially with each retry. */
export const RPC_RETRY_DELAY_MS = 150
export const RPC_RETRY_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const
export const RPC_BATCH_SIZE = 1000
export const FALLBACK_POLL_INTERVAL_MS = 4000
export const FALLBACK_STABILITY_WEIGHT = 0.7
export const FALLBACK_LATENCY_WEIGHT = 0.3

// ── Defaults (spec §9) ────────────────────────────────────────────────────
// Spec §9's default chain (eip155:1) and log level ('error') are left out on purpose: the default network is
// the host's first (or `defaultNetwork`), and Latch logs nothing (docs/spec-departures.md).
/** Spec names localhost and "a few hosting preview domains"; these are the common previews. */
export const DEFAULT_ALLOWED_ORIGIN_PATTERNS = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://*.vercel.app',
  'https://*.netlify.app',
  'https://*.pages.dev',
] as const
export const BITCOIN_PAYMENT_ACCOUNT_INDEX = 0
export const BITCOIN_ORDINAL_ACCOUNT_INDEX = 1
