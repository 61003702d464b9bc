// The provider-service clients: one action per call of spec §7, taking the instance first.

export {
  type BuildSwapApproveErrorType,
  type BuildSwapApproveParameters,
  type BuildSwapApproveReturnType,
  buildSwapApprove,
} from './buildSwapApprove'
export {
  type BuildSwapTransactionErrorType,
  type BuildSwapTransactionParameters,
  type BuildSwapTransactionReturnType,
  buildSwapTransaction,
} from './buildSwapTransaction'
export {
  type GetAllowedOriginsErrorType,
  type GetAllowedOriginsReturnType,
  getAllowedOrigins,
} from './getAllowedOrigins'
export {
  type GetAnalyticsConfigErrorType,
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from './getAnalyticsConfig'
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
export {
  type GetIdentityErrorType,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
  type Identity,
} from './getIdentity'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
  type NameSuggestion,
} from './getNameSuggestions'
export {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressParameters,
  type GetNamesForAddressReturnType,
  getNamesForAddress,
} from './getNamesForAddress'
export {
  type GetNetworkImageUrlParameters,
  type GetNetworkImageUrlReturnType,
  getNetworkImageUrl,
} from './getNetworkImageUrl'
export {
  type GetNftsErrorType,
  type GetNftsParameters,
  type GetNftsReturnType,
  getNfts,
} from './getNfts'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from './getOnrampOptions'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
} from './getOnrampQuote'
export {
  type GetOnrampUrlErrorType,
  type GetOnrampUrlParameters,
  type GetOnrampUrlReturnType,
  getOnrampUrl,
} from './getOnrampUrl'
export {
  type GetRemoteConfigErrorType,
  type GetRemoteConfigReturnType,
  getRemoteConfig,
} from './getRemoteConfig'
export {
  type GetRemoteFeaturesErrorType,
  type GetRemoteFeaturesReturnType,
  getRemoteFeatures,
} from './getRemoteFeatures'
export {
  type GetSessionRecordErrorType,
  type GetSessionRecordParameters,
  type GetSessionRecordReturnType,
  getSessionRecord,
} from './getSessionRecord'
export {
  type GetSupportedChainsErrorType,
  type GetSupportedChainsReturnType,
  getSupportedChains,
} from './getSupportedChains'
export {
  type GetSwapAllowanceErrorType,
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  getSwapAllowance,
} from './getSwapAllowance'
export {
  type GetSwapGasPriceErrorType,
  type GetSwapGasPriceParameters,
  type GetSwapGasPriceReturnType,
  getSwapGasPrice,
} from './getSwapGasPrice'
export {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
} from './getSwapQuote'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
} from './getSwapTokens'
export {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
} from './getTokenBalances'
export {
  type GetTokenImageUrlParameters,
  type GetTokenImageUrlReturnType,
  getTokenImageUrl,
} from './getTokenImageUrl'
export {
  type GetTokenPricesErrorType,
  type GetTokenPricesParameters,
  type GetTokenPricesReturnType,
  getTokenPrices,
  type TokenPrice,
} from './getTokenPrices'
export {
  type GetTransactionsErrorType,
  type GetTransactionsParameters,
  type GetTransactionsReturnType,
  getTransactions,
} from './getTransactions'
export {
  type GetWalletImageUrlParameters,
  type GetWalletImageUrlReturnType,
  getWalletImageUrl,
} from './getWalletImageUrl'
export {
  type GetWalletsErrorType,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from './getWallets'
export type { NameRecord } from './nameRecord'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from './registerName'
export {
  type ReleaseNameErrorType,
  type ReleaseNameParameters,
  type ReleaseNameReturnType,
  releaseName,
} from './releaseName'
export {
  type ReportErrorErrorType,
  type ReportErrorParameters,
  type ReportErrorReturnType,
  reportError,
} from './reportError'
// the request's errors, which most clients' ErrorType include; apiRequest itself is in ./internal
export type { ApiRequestErrorType } from './request'
export {
  type ResolveNameErrorType,
  type ResolveNameParameters,
  type ResolveNameReturnType,
  resolveName,
} from './resolveName'
export {
  type RevokeSessionErrorType,
  type RevokeSessionParameters,
  type RevokeSessionReturnType,
  revokeSession,
} from './revokeSession'
export {
  type AnalyticsEventBody,
  type SendAnalyticsEventErrorType,
  type SendAnalyticsEventParameters,
  type SendAnalyticsEventReturnType,
  sendAnalyticsEvent,
} from './sendAnalyticsEvent'
export type { Session } from './sessionRecord'
export {
  type SetPrimaryNameErrorType,
  type SetPrimaryNameParameters,
  type SetPrimaryNameReturnType,
  setPrimaryName,
} from './setPrimaryName'
export type { SwapTransactionRequest } from './swapTransactionSchema'
export type { NameWriteParameters } from './writeName'
