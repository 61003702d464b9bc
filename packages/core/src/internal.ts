/**
 * `@latch/core/internal`: what Latch's own packages (`@latch/react`, the adapters, the wagmi bridge,
 * the services) share and a host must not rely on: the instance's store and its state types, the pure
 * rules, selectors, storage, formatters and the spec's constants. **It may change in any release,
 * without notice.** A host uses the root (`@latch/core`), `@latch/core/modal` and
 * `@latch/core/services`, and reads state with the root's getters and watchers.
 *
 * @packageDocumentation
 */

export { type GetEmbeddedWalletReturnType, getEmbeddedWallet } from './actions/getEmbeddedWallet'
export { syncEmbeddedLocale } from './actions/syncEmbeddedLocale'
export { syncEmbeddedTheme } from './actions/syncEmbeddedTheme'
export { INVALID_APP_CONFIGURATION } from './api/alertInvalidAppConfiguration'
export { toRemoteFeatures } from './api/getRemoteConfig'
export { requestSession } from './api/getSessionRecord'
export type { ApiInternal } from './api/internal'
export { type ApiRequestParameters, apiRequest, buildApiUrl, type QueryValue } from './api/request'
export { requestSignIn } from './api/requestSignIn'
export { requestSiwxNonce } from './api/requestSiwxNonce'
export { requestSessionRevoke } from './api/revokeSession'
export { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from './api/sdk'
export { MAX_NAME_CHAIN_ID, toCoinType } from './api/toCoinType'
export { type NameAction, type NameMessage, toNameMessage } from './api/toNameMessage'
export { toSessionRevocationMessage } from './api/toSessionRevocationMessage'
export * from './constants'
export * from './discovery/createConnectorRegistry'
export { toConnectError } from './errors/toConnectError'
export {
  getLatchInternal,
  getStorage,
  getStore,
  isLatch,
  LATCH_PARTS,
  type LatchInternal,
  type LatchParts,
} from './latch'
export * from './onramp/onrampConstants'
export * from './rules/accountTypeSwitch'
export * from './rules/activeConnector'
export * from './rules/alert'
export * from './rules/checkAccountName'
export * from './rules/checkSwap'
export { getConnectMethodsOrder } from './rules/connectMethodsOrder'
export * from './rules/connectorStatus'
export { isLoginCode, isValidEmail } from './rules/emailLogin'
export { isFarcasterCode } from './rules/farcasterCode'
export * from './rules/filterTokenBalances'
export * from './rules/filterTransactions'
export * from './rules/groupTransactions'
export * from './rules/isSwapNativeToken'
export * from './rules/listingConnectors'
export * from './rules/maxSendAmount'
export * from './rules/maxSwapAmount'
export * from './rules/mergeConnectors'
export * from './rules/needsSwapApprove'
export * from './rules/onrampAmount'
export * from './rules/onrampProviders'
export * from './rules/orderConnectors'
export * from './rules/parseSendAmount'
export * from './rules/pendingTransactions'
export * from './rules/planActiveChainSwitch'
export { type GoBackPlan, planGoBack } from './rules/planGoBack'
export * from './rules/recentWallets'
export * from './rules/resolveDefaultAccountType'
export * from './rules/resolveFeatures'
export * from './rules/router'
export * from './rules/scrollArea'
export * from './rules/selectCloseView'
export * from './rules/selectOpenView'
export * from './rules/selectWalletFeatures'
export * from './rules/snackbar'
export * from './rules/sumTokenValues'
export * from './rules/swapErrorMessage'
export * from './rules/swapMinimumReceived'
export * from './rules/swapNetworkFee'
export * from './rules/swapPriceImpact'
export * from './rules/swapRate'
export * from './rules/swapTokenBalance'
export { filterSocialsForTelegram, type TelegramPlatform, telegramPlatform } from './rules/telegramSocials'
export * from './rules/tokenBalanceUnits'
export * from './rules/transactionStack'
export * from './rules/validateSend'
export * from './rules/walletConnections'
export * from './rules/walletConnectorOn'
export * from './rules/walletConnectPairing'
export * from './rules/walletDeeplink'
export {
  getActiveAccount,
  getActiveNetwork,
  getAuthEmail,
  getAuthLogin,
  isConnected,
  isOnUnsupportedNetwork,
  isSignInRequired,
} from './selectors'
export { type AccountTypeSwitch, getAccountTypeSwitch } from './selectors/getAccountTypeSwitch'
export { getActivityGroups } from './selectors/getActivityGroups'
export { getFeatures } from './selectors/getFeatures'
export { getSendError } from './selectors/getSendError'
export { getWalletConnections, type WalletConnection } from './selectors/getWalletConnections'
export {
  type CreateStorageOptions,
  createStorage,
  defaultStorageBackend,
  type LatchStorage,
} from './storage/createStorage'
export { type AccountData, accountDataKey, emptyAccountData, emptySwap } from './store/accountData'
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
export type { AccountState } from './types/account'
export type { RecentWallet } from './types/connector'
export type { EmailLoginStep, EmbeddedWalletControls, FramePlacement } from './types/embeddedWallet'
export * from './utils/caip'
export * from './utils/formatBalance'
export * from './utils/formatDiscordUsername'
export * from './utils/formatFee'
export * from './utils/formatFiat'
export * from './utils/formatFixed'
export * from './utils/formatQuantity'
export * from './utils/formatRelativeTime'
export * from './utils/formatUnits'
export * from './utils/isBitcoinAddress'
export * from './utils/isChainNamespace'
export * from './utils/isEvmAddress'
export * from './utils/isNamespaceAddress'
export * from './utils/isPolkadotAddress'
export * from './utils/isSolanaAddress'
export * from './utils/isWalletLink'
export * from './utils/parseDecimal'
export * from './utils/shallowEqual'
export * from './utils/shortenAddress'
export * from './utils/shortenEmail'
