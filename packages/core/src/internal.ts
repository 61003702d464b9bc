// @latch/core/internal: what Latch's own packages (react, the adapters, the services) share and users
// should not build on. It may change in any release; the public API is the package root.

export { INVALID_APP_CONFIGURATION } from './api/alertInvalidAppConfiguration'
export { toRemoteFeatures } from './api/getRemoteConfig'
export type { ApiInternal } from './api/internal'
export { type ApiRequestParameters, apiRequest, buildApiUrl, type QueryValue } from './api/request'
export { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from './api/sdk'
export { MAX_NAME_CHAIN_ID, toCoinType } from './api/toCoinType'
export { type NameRegistrationMessage, toNameRegistrationMessage } from './api/toNameRegistrationMessage'
export { toSessionRevocationMessage } from './api/toSessionRevocationMessage'
export * from './constants'
export type { LatchInternal } from './createLatch'
export * from './rules/activeConnector'
export * from './rules/alert'
export { getConnectMethodsOrder } from './rules/connectMethodsOrder'
export * from './rules/connectorStatus'
// The rule `goBack` is not re-exported: `goBack` is the action (./actions/navigate) applying it.
export type { GoBackResult } from './rules/goBack'
export * from './rules/mergeConnectors'
export * from './rules/orderConnectors'
export * from './rules/recentWallets'
export * from './rules/router'
export * from './rules/selectCloseView'
export * from './rules/selectOpenView'
// The rule `closeSnackbar` is not re-exported: `closeSnackbar` is the action (./actions/showSnackbar).
export { CLOSED_SNACKBAR, planSnackbar, type SnackbarPlan } from './rules/snackbar'
export * from './rules/transactionStack'
export { getActiveAccount, getActiveNetwork, isConnected, isOnUnsupportedNetwork } from './selectors'
export {
  type CreateStorageOptions,
  createStorage,
  defaultStorageBackend,
  type LatchStorage,
} from './storage/createStorage'
export * from './utils/caip'
export * from './utils/formatBalance'
export * from './utils/formatDiscordUsername'
export * from './utils/formatFiat'
export * from './utils/formatFixed'
export * from './utils/formatRelativeTime'
export * from './utils/isChainNamespace'
export * from './utils/isEvmAddress'
export * from './utils/isSolanaAddress'
export * from './utils/parseDecimal'
export * from './utils/shortenAddress'
export * from './utils/shortenEmail'
