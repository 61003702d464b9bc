// The provider-service clients: one action per call of spec §7, taking the instance first.
export * from './errors'
export { type GetAllowedOriginsReturnType, getAllowedOrigins } from './getAllowedOrigins'
export { type GetAnalyticsConfigReturnType, getAnalyticsConfig } from './getAnalyticsConfig'
export { getAssetImageUrl } from './getAssetImageUrl'
export { getCurrencyImageUrl } from './getCurrencyImageUrl'
export { type GetIdentityParameters, getIdentity, type Identity } from './getIdentity'
export { getNameSuggestions, type NameSuggestion } from './getNameSuggestions'
export { getNamesForAddress } from './getNamesForAddress'
export {
  type GetRemoteConfigReturnType,
  getRemoteConfig,
  type RemoteFeatureEntry,
  type RemoteFeatures,
} from './getRemoteConfig'
export { getRemoteFeatures } from './getRemoteFeatures'
export { getSession } from './getSession'
export { type GetSupportedChainsReturnType, getSupportedChains } from './getSupportedChains'
export {
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
  type TokenBalance,
} from './getTokenBalances'
export { getTokenImageUrl } from './getTokenImageUrl'
export { type GetTokenPricesParameters, getTokenPrices, type TokenPrice } from './getTokenPrices'
export {
  type GetTransactionsParameters,
  type GetTransactionsReturnType,
  getTransactions,
  type Transaction,
  type TransactionTransfer,
} from './getTransactions'
export { getWalletImageUrl } from './getWalletImageUrl'
export {
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
  type WalletListingEntry,
} from './getWallets'
export type { NameRecord } from './nameRecord'
export { type RegisterNameParameters, registerName } from './registerName'
export { reportError } from './reportError'
export { resolveName } from './resolveName'
export { type RevokeSessionParameters, revokeSession } from './revokeSession'
export { type AnalyticsEvent, type AnalyticsEventBody, sendAnalyticsEvent } from './sendAnalyticsEvent'
export type { Session } from './sessionRecord'
