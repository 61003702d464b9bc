// The provider-service clients: one action per call of spec §7, taking the instance first.
export * from './errors'
export { type GetAllowedOriginsReturnType, getAllowedOrigins } from './getAllowedOrigins'
export { type GetAnalyticsConfigReturnType, getAnalyticsConfig } from './getAnalyticsConfig'
export {
  type GetAssetImageUrlParameters,
  type GetAssetImageUrlReturnType,
  getAssetImageUrl,
} from './getAssetImageUrl'
export {
  type GetCurrencyImageUrlParameters,
  type GetCurrencyImageUrlReturnType,
  getCurrencyImageUrl,
} from './getCurrencyImageUrl'
export { type GetIdentityParameters, getIdentity, type Identity } from './getIdentity'
export {
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
  type NameSuggestion,
} from './getNameSuggestions'
export {
  type GetNamesForAddressParameters,
  type GetNamesForAddressReturnType,
  getNamesForAddress,
} from './getNamesForAddress'
export {
  type GetRemoteConfigReturnType,
  getRemoteConfig,
  type RemoteFeatureEntry,
  type RemoteFeatures,
} from './getRemoteConfig'
export { getRemoteFeatures } from './getRemoteFeatures'
export { type GetSessionParameters, type GetSessionReturnType, getSession } from './getSession'
export { type GetSupportedChainsReturnType, getSupportedChains } from './getSupportedChains'
export {
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
  type TokenBalance,
} from './getTokenBalances'
export {
  type GetTokenImageUrlParameters,
  type GetTokenImageUrlReturnType,
  getTokenImageUrl,
} from './getTokenImageUrl'
export { type GetTokenPricesParameters, getTokenPrices, type TokenPrice } from './getTokenPrices'
export {
  type GetTransactionsParameters,
  type GetTransactionsReturnType,
  getTransactions,
  type Transaction,
  type TransactionTransfer,
} from './getTransactions'
export {
  type GetWalletImageUrlParameters,
  type GetWalletImageUrlReturnType,
  getWalletImageUrl,
} from './getWalletImageUrl'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
  type WalletListingEntry,
} from './getWallets'
export type { NameRecord } from './nameRecord'
export { type RegisterNameParameters, registerName } from './registerName'
export { type ReportErrorParameters, type ReportErrorReturnType, reportError } from './reportError'
export { type ResolveNameParameters, type ResolveNameReturnType, resolveName } from './resolveName'
export { type RevokeSessionParameters, revokeSession } from './revokeSession'
export { type AnalyticsEvent, type AnalyticsEventBody, sendAnalyticsEvent } from './sendAnalyticsEvent'
export type { Session } from './sessionRecord'
