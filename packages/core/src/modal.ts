/**
 * `@latch/core/modal`: opening, closing and navigating the modal, its snackbar and alerts, and the
 * flows its views drive: the Send, Swap and Buy forms (their state and submit actions), the email,
 * social and Farcaster login steps, the wallet listing, name registration and the Account view's
 * lists. `@latch/react` draws the modal with these; a host that draws its own modal uses them too.
 * The money itself moves through the root's stateless actions (`sendTokens`, `swapTokens`), which
 * the forms' submit actions call.
 *
 * @packageDocumentation
 */

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
export { type ConnectFarcasterErrorType, connectFarcaster } from './actions/connectFarcaster'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  connectSocial,
} from './actions/connectSocial'
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
export { type GetModalStateReturnType, getModalState } from './actions/getModalState'
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
export {
  type NavigateErrorType,
  type NavigateParameters,
  type NavigateReturnType,
  navigate,
} from './actions/navigate'
export { type OpenErrorType, type OpenParameters, type OpenReturnType, open } from './actions/open'
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
export { type SubmitSendErrorType, type SubmitSendReturnType, submitSend } from './actions/submitSend'
export { type SubmitSwapErrorType, type SubmitSwapReturnType, submitSwap } from './actions/submitSwap'
export {
  type SwitchActiveChainParameters,
  type SwitchActiveChainReturnType,
  switchActiveChain,
} from './actions/switchActiveChain'
export { type SwitchSwapTokensReturnType, switchSwapTokens } from './actions/switchSwapTokens'
export { type WaitForDeviceApprovalErrorType, waitForDeviceApproval } from './actions/waitForDeviceApproval'
export {
  type WatchModalStateErrorType,
  type WatchModalStateParameters,
  type WatchModalStateReturnType,
  watchModalState,
} from './actions/watchModalState'
export type { AlertState, AlertVariant, SnackbarState, SnackbarVariant } from './types/feedback'
export { type RouterData, type RouterState, type TransactionAction, VIEWS, type ViewName } from './types/view'
