import type {
  AccountState,
  AlertState,
  CaipNetworkId,
  ChainNamespace,
  Connection,
  Connector,
  OnrampCurrency,
  OnrampProviderName,
  OnrampQuote,
  RecentWallet,
  RouterState,
  SignInStatus,
  SiwxSession,
  SnackbarState,
} from '../types'
import type { Transaction } from '../types/activity'
import type { Nft, TokenBalance } from '../types/portfolio'
import type { RemoteFeatures } from '../types/remoteConfig'
import type { SwapQuote, SwapToken } from '../types/swap'
import type { WalletListingEntry } from '../types/walletListing'

/** A pending or failed wallet request shown by a Connecting view. */
export interface PendingRequest {
  connectorId: string
  status: 'waiting' | 'error'
  error?: { code: string; message: string; details?: string }
  /** Spec §3 wallet-connection state: the WalletConnect pairing URI on offer while waiting, if any. */
  uri?: string
  /** When that pairing expires, in milliseconds since the epoch (spec §9: four minutes after it was made). */
  expiresAt?: number
  /** Sign In With Farcaster: the person signed in their Farcaster app, and the code it shows them is due. */
  codeRequired?: boolean
}

/** Where a list the Account view shows stands: not asked yet, being read, read, or failed. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The connected account's tokens on the active network (Account view, Tokens tab). */
export interface PortfolioState {
  /** `${caipNetworkId}:${address}` the tokens belong to. */
  key?: string
  status: LoadStatus
  /** Already filtered (zero-decimals tokens out), as the service ordered them. */
  tokens: TokenBalance[]
  /**
   * With status 'error': when the read failed, by `Date.now()` like the 30 s retry rule
   * (BALANCE_RETRY_AFTER_MS), so a view can count down to the retry. Cleared by the next read.
   */
  failedAt?: number
}

/** The connected account's NFTs on the active network (Account view, NFTs tab), paged. */
export interface NftsState {
  key?: string
  status: LoadStatus
  items: Nft[]
  /** The cursor of the next page; `null` on the last one. */
  next: string | null
  /** A next page is being read. */
  loadingMore: boolean
}

/** A transaction the modal sent: 'pending' until mined, then 'confirmed' or 'failed'. */
export interface PendingTransaction extends Transaction {
  metadata: Transaction['metadata'] & { status: 'pending' | 'confirmed' | 'failed'; hash: string }
}

/** The connected account's history on the active network (Account view, Activity tab), paged. */
export interface ActivityState {
  key?: string
  status: LoadStatus
  /** As the history service answered them, newest first (the display rules filter and group them). */
  transactions: Transaction[]
  next: string | null
  loadingMore: boolean
  /** Sent from the modal, newest first, at most 99 (PENDING_TRANSACTIONS_LIMIT). */
  pending: PendingTransaction[]
}

/** The network fee of the transfer being prepared, in the native currency. */
export interface SendFee {
  /** Smallest unit. */
  value: bigint
  /** Floored to 3 decimals, like balances. */
  formatted: string
  symbol: string
}

/** The Send form (spec §3 Send state). */
export interface SendState {
  token?: TokenBalance
  /** What the person typed, as typed (a decimal string). */
  amount: string
  /** What the person typed: an address, or a name to resolve. */
  receiver: string
  /** The address the transfer goes to: the receiver itself, or what its name resolved to. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  receiverStatus: 'idle' | 'resolving' | 'resolved' | 'error'
  fee?: SendFee
  feeStatus: LoadStatus
  /** The transfer is with the wallet or being mined. */
  loading: boolean
  /** The last failure to show in the form (a name that did not resolve, a send that failed). */
  error?: string
}

/** The network fee of the swap being reviewed: the approve (when needed) and the swap. */
export interface SwapFee extends SendFee {
  /** In fiat at the native currency's price, when known (display only). */
  fiat?: number
}

/** Where a swap stands: idle, the approve with the wallet or being mined, the swap likewise. */
export type SwapStatus = 'idle' | 'approving' | 'swapping'

/** The Swap form and what the swap service said about it, for the connected account's network. */
export interface SwapState {
  /** The tokens the service trades on the network, native first; 'error' with `error` when it has no swaps. */
  tokensStatus: LoadStatus
  tokens: SwapToken[]
  /** Wei per gas (the service's standard price), for Max on the native currency and the fee. */
  gasPrice?: bigint
  from?: SwapToken
  to?: SwapToken
  /** What the person typed, in whole `from` tokens. */
  amount: string
  /** The quote for `from`, `to` and `amount` as they are; dropped when any of them changes. */
  quote?: SwapQuote
  quoteStatus: LoadStatus
  /** What the router may spend of `from`, read with the quote. */
  allowance?: bigint
  fee?: SwapFee
  feeStatus: LoadStatus
  status: SwapStatus
  /**
   * The last failure to show: the network without swaps ('Network not supported for Swaps'), a quote
   * that failed, a swap refused, reverted or failed. `code` is the error's stable code.
   */
  error?: { code: string; message: string }
}

/** The purchase a provider's popup is making, followed in the history until it lands. */
export interface OnrampPurchaseState {
  /** Made for each purchase: a purchase replaced by another stops being followed. */
  id: string
  provider: OnrampProviderName
  /**
   * 'opening' while the checkout URL is asked for, 'waiting' while the person is at the provider,
   * 'pending' once paid, then 'confirmed' (the tokens arrived) or 'failed'.
   */
  status: 'opening' | 'waiting' | 'pending' | 'confirmed' | 'failed'
  /** The provider's purchases already in the history when the popup opened. */
  knownIds: string[]
  /** What arrived, e.g. '49.00 USDC', once confirmed. */
  received?: string
  /** The delivering transaction, once confirmed. */
  hash?: string
  error?: string
}

/** The on-ramp (spec §3 Onramp state): options, the chosen currencies and amount, the quotes, the provider. */
export interface OnrampState {
  /** The currencies are read by the on-ramp's view (`loadOnrampOptions`), not with the modal. */
  optionsStatus: LoadStatus
  /** The built-in defaults stand in for the services' options (spec §8). */
  optionsFallback: boolean
  purchaseCurrencies: OnrampCurrency[]
  paymentCurrencies: OnrampCurrency[]
  /** Default USD Coin; unset until the options are read. */
  purchaseCurrency?: OnrampCurrency
  /** Default US dollars; unset until the options are read. */
  paymentCurrency?: OnrampCurrency
  /** As typed, in the payment currency. */
  amount: string
  quoteStatus: LoadStatus
  quote?: OnrampQuote
  selectedProvider?: OnrampProviderName
  purchase?: OnrampPurchaseState
  /** Why the amount cannot be bought with, or why the purchase could not start. */
  error?: string
}

/**
 * What the Connect view shows of the services' wallet listing: the wallets it names (featured and
 * recent ones), the top of the listing (recommended), and how many wallets the listing holds.
 */
export interface WalletListingState {
  status: LoadStatus
  /** The featured and recent ids `named` was read for: a new recent wallet reads it again. */
  key?: string
  /** The featured and recent wallet ids, looked up. */
  named: WalletListingEntry[]
  /** The listing's first wallets, some more than shown, since installed ones are left out. */
  recommended: WalletListingEntry[]
  /** Wallets in the listing (included, not excluded). */
  count: number
}

/**
 * Sign-in with the wallet (spec §4) for the connected account on the active network: being checked,
 * waiting for the person ('ready'), with the wallet ('signing'), failed, or signed in.
 */
export interface SiwxState {
  status: SignInStatus
  /** The CAIP-10 account and network the status is about. */
  caipAddress?: string
  session?: SiwxSession
  /** The network of the last sign-in: where a cancelled required sign-in returns to. */
  lastSignedInCaipNetworkId?: CaipNetworkId
  error?: string
}

/** Everything one Latch instance knows; the UI renders from it and nothing else. */
export interface LatchState {
  open: boolean
  loading: boolean
  loadingNamespaceMap: Partial<Record<ChainNamespace, boolean>>
  router: RouterState
  activeNamespace: ChainNamespace
  /** The network in use: the host's choice while disconnected, the wallet's chain once connected. */
  activeCaipNetworkId: CaipNetworkId
  /** Discovered connectors per namespace, as the adapters report them. */
  connectors: Partial<Record<ChainNamespace, Connector[]>>
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  connections: Partial<Record<ChainNamespace, Connection[]>>
  accounts: Partial<Record<ChainNamespace, AccountState>>
  recentWallets: RecentWallet[]
  connecting?: PendingRequest
  switchingNetwork?: { caipNetworkId: CaipNetworkId; status: 'waiting' | 'error'; error?: string }
  snackbar: SnackbarState
  alert: AlertState
  /** Bumped when a close is refused, so the UI can shake. */
  refusedCloseCount: number
  /** The project's remote features once mountLatch fetched them; `undefined` until then (the spec's defaults apply). */
  remoteFeatures: RemoteFeatures | undefined
  portfolio: PortfolioState
  nfts: NftsState
  activity: ActivityState
  send: SendState
  swap: SwapState
  onramp: OnrampState
  walletListing: WalletListingState
  siwx: SiwxState
  /**
   * The language the modal speaks, as a BCP 47 tag ('de', 'pt-BR'); `undefined` follows the browser's
   * languages. Set from config `locale`, changed by `setLocale`.
   */
  locale: string | undefined
}
