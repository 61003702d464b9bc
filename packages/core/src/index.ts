// The public API of @latch/core: the instance, its actions (action(latch, parameters)), the data they
// hand out, the errors and the adapter contract. What Latch's own packages share beyond this (rules,
// selectors, storage, formatters, the request helper, the spec's constants) is in ./internal.

export {
  type BuyWithOnrampErrorType,
  type BuyWithOnrampParameters,
  type BuyWithOnrampReturnType,
  buyWithOnramp,
} from './actions/buyWithOnramp'
export { type CancelSignInReturnType, cancelSignIn } from './actions/cancelSignIn'
export { type ChangeEmailErrorType, changeEmail } from './actions/changeEmail'
export { type CloseReturnType, close } from './actions/close'
export { type CloseSnackbarReturnType, closeSnackbar } from './actions/closeSnackbar'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect'
export { type ConnectFarcasterErrorType, connectFarcaster } from './actions/connectFarcaster'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  connectSocial,
} from './actions/connectSocial'
export { type DisconnectErrorType, type DisconnectReturnType, disconnect } from './actions/disconnect'
export {
  type DisconnectConnectionErrorType,
  type DisconnectConnectionParameters,
  type DisconnectConnectionReturnType,
  disconnectConnection,
} from './actions/disconnectConnection'
export { type DismissAlertReturnType, dismissAlert } from './actions/dismissAlert'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from './actions/estimateSendFee'
export {
  type EstimateSwapFeeErrorType,
  type EstimateSwapFeeReturnType,
  estimateSwapFee,
} from './actions/estimateSwapFee'
export {
  type FetchActivityErrorType,
  type FetchActivityParameters,
  type FetchActivityReturnType,
  fetchActivity,
} from './actions/fetchActivity'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from './actions/fetchBalance'
export {
  type FetchNftsErrorType,
  type FetchNftsParameters,
  type FetchNftsReturnType,
  fetchNfts,
} from './actions/fetchNfts'
export {
  type FetchOnrampQuoteErrorType,
  type FetchOnrampQuoteReturnType,
  fetchOnrampQuote,
} from './actions/fetchOnrampQuote'
export { type FetchSwapQuoteReturnType, fetchSwapQuote } from './actions/fetchSwapQuote'
export {
  type FetchTokenBalancesErrorType,
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
} from './actions/fetchTokenBalances'
export { type FinishOnrampReturnType, finishOnramp } from './actions/finishOnramp'
export { getCallsStatus } from './actions/getCallsStatus'
export { getCapabilities } from './actions/getCapabilities'
export { type GetEmbeddedWalletReturnType, getEmbeddedWallet } from './actions/getEmbeddedWallet'
export { type GoBackReturnType, goBack } from './actions/goBack'
export {
  type LoadOnrampOptionsErrorType,
  type LoadOnrampOptionsReturnType,
  loadOnrampOptions,
} from './actions/loadOnrampOptions'
export { type LoadSwapErrorType, loadSwap } from './actions/loadSwap'
export {
  type LoadWalletListingErrorType,
  type LoadWalletListingReturnType,
  loadWalletListing,
} from './actions/loadWalletListing'
export { type MountLatchReturnType, mountLatch } from './actions/mountLatch'
export {
  type NavigateErrorType,
  type NavigateParameters,
  type NavigateReturnType,
  navigate,
} from './actions/navigate'
export {
  type OpenErrorType,
  type OpenParameters,
  type OpenReturnType,
  open,
} from './actions/open'
export { openAccountSecurity } from './actions/openAccountSecurity'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './actions/registerAccountName'
export { type ResetOnrampReturnType, resetOnramp } from './actions/resetOnramp'
export { type ResetSendReturnType, resetSend } from './actions/resetSend'
export {
  type SelectOnrampProviderErrorType,
  type SelectOnrampProviderParameters,
  type SelectOnrampProviderReturnType,
  selectOnrampProvider,
} from './actions/selectOnrampProvider'
export { type SendCallsParameters, type SendCallsReturnType, sendCalls } from './actions/sendCalls'
export {
  type SendTokensErrorType,
  type SendTokensReturnType,
  sendTokens,
} from './actions/sendTokens'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './actions/sendTransaction'
export {
  type SetLocaleErrorType,
  type SetLocaleParameters,
  type SetLocaleReturnType,
  setLocale,
} from './actions/setLocale'
export {
  type SetOnrampAmountErrorType,
  type SetOnrampAmountParameters,
  type SetOnrampAmountReturnType,
  setOnrampAmount,
} from './actions/setOnrampAmount'
export {
  type SetOnrampCurrencyErrorType,
  type SetOnrampCurrencyParameters,
  type SetOnrampCurrencyReturnType,
  setOnrampCurrency,
} from './actions/setOnrampCurrency'
export {
  type SetSendAmountErrorType,
  type SetSendAmountParameters,
  type SetSendAmountReturnType,
  setSendAmount,
} from './actions/setSendAmount'
export {
  type SetSendReceiverErrorType,
  type SetSendReceiverParameters,
  type SetSendReceiverReturnType,
  setSendReceiver,
} from './actions/setSendReceiver'
export {
  type SetSendTokenErrorType,
  type SetSendTokenParameters,
  type SetSendTokenReturnType,
  setSendToken,
} from './actions/setSendToken'
export {
  type SetSwapAmountErrorType,
  type SetSwapAmountParameters,
  type SetSwapAmountReturnType,
  setSwapAmount,
} from './actions/setSwapAmount'
export {
  type SetSwapTokensErrorType,
  type SetSwapTokensParameters,
  type SetSwapTokensReturnType,
  setSwapTokens,
} from './actions/setSwapTokens'
export { type ShowAlertParameters, type ShowAlertReturnType, showAlert } from './actions/showAlert'
export {
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  showSnackbar,
} from './actions/showSnackbar'
export {
  type SignInWithWalletErrorType,
  type SignInWithWalletReturnType,
  signInWithWallet,
} from './actions/signInWithWallet'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage'
export { type SignOutReturnType, signOut } from './actions/signOut'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from './actions/signTypedData'
export {
  type StartEmailLoginErrorType,
  type StartEmailLoginParameters,
  type StartEmailLoginReturnType,
  startEmailLogin,
} from './actions/startEmailLogin'
export {
  type SubmitEmailCodeErrorType,
  type SubmitEmailCodeParameters,
  submitEmailCode,
} from './actions/submitEmailCode'
export {
  type SubmitFarcasterCodeErrorType,
  type SubmitFarcasterCodeParameters,
  submitFarcasterCode,
} from './actions/submitFarcasterCode'
export {
  type SwapTokensErrorType,
  type SwapTokensReturnType,
  swapTokens,
} from './actions/swapTokens'
export {
  type SwitchAccountTypeErrorType,
  type SwitchAccountTypeParameters,
  type SwitchAccountTypeReturnType,
  switchAccountType,
} from './actions/switchAccountType'
export {
  type SwitchActiveChainParameters,
  type SwitchActiveChainReturnType,
  switchActiveChain,
} from './actions/switchActiveChain'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './actions/switchConnection'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './actions/switchNetwork'
export { type SwitchSwapTokensReturnType, switchSwapTokens } from './actions/switchSwapTokens'
export { type WaitForCallsStatusParameters, waitForCallsStatus } from './actions/waitForCallsStatus'
export { type WaitForDeviceApprovalErrorType, waitForDeviceApproval } from './actions/waitForDeviceApproval'
export {
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from './actions/waitForTransactionReceipt'
export type {
  AdapterConnection,
  AdapterEvents,
  ChainAdapter,
  NativeBalance,
  TransactionReceipt,
  TypedDataDefinition,
} from './adapter'
export * from './api'
export type { CallsStatus, CallsStatusName, WalletCall, WalletCapabilities } from './calls/types'
export type {
  ApiConfig,
  CustomWallet,
  DefaultAccountTypes,
  FeaturesConfig,
  LatchConfig,
  NetworkConfig,
  ResolvedConfig,
} from './config/types'
export type { OAuthSocialProvider, SocialProvider, WalletFeature } from './constants'
export { createLatch } from './createLatch'
export * from './errors'
export type { Latch } from './latch'
export type { ConnectMethod } from './rules/connectMethodsOrder'
export type { StorageLike } from './storage/createStorage'
export type { LatchStore } from './store/createLatchStore'
export type {
  ActivityState,
  LatchState,
  LoadStatus,
  NftsState,
  OnrampPurchaseState,
  OnrampState,
  PendingRequest,
  PendingTransaction,
  PortfolioState,
  SendFee,
  SendState,
  SiwxState,
  SwapFee,
  SwapState,
  SwapStatus,
  WalletListingState,
} from './store/state'
export { darkTheme } from './theme/darkTheme'
export { lightTheme } from './theme/lightTheme'
export * from './types'
