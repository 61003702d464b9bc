export * from './adapter'
export * from './constants'
export * from './errors'
export * from './rules/activeConnector'
export * from './rules/alert'
export * from './rules/connectMethodsOrder'
export * from './rules/connectorStatus'
// The rule `goBack` is not re-exported: the public `goBack` is the action (./actions/navigate) applying it.
export type { GoBackResult } from './rules/goBack'
export * from './rules/mergeConnectors'
export * from './rules/orderConnectors'
export * from './rules/recentWallets'
export * from './rules/router'
export * from './rules/selectCloseView'
export * from './rules/selectOpenView'
// The rule `closeSnackbar` is not re-exported: the public `closeSnackbar` is the action (./actions/showSnackbar).
export {
  CLOSED_SNACKBAR,
  planSnackbar,
  SNACKBAR_AUTO_CLOSE_MS,
  SNACKBAR_REPLACE_GAP_MS,
  type SnackbarPlan,
} from './rules/snackbar'
export * from './rules/transactionStack'
export * from './storage/createStorage'
export * from './types'
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
