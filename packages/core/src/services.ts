/**
 * `@latch/core/services`: the provider services' HTTP clients, one action per call of spec §7, each
 * taking the instance first (its `api` config says where the services are), and the records they
 * answer. Their errors are the root's (`HttpStatusError`, `ApiNotConfiguredError`...).
 *
 * @packageDocumentation
 */

export * from './api'
export type { Transaction, TransactionTransfer } from './types/activity'
export type {
  OnrampAmount,
  OnrampCurrency,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentMethodLimit,
  OnrampProviderName,
  OnrampProviderQuote,
  OnrampQuote,
} from './types/onramp'
export type { Nft, TokenBalance } from './types/portfolio'
export type { RemoteFeatureEntry, RemoteFeatures } from './types/remoteConfig'
export type { SwapQuote, SwapToken } from './types/swap'
export type { WalletListingEntry } from './types/walletListing'
