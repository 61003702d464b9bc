/**
 * `@latch/core`: what a host's own code uses. The instance (`createLatch`), the wallet actions, each
 * `action(latch, parameters)` with its `Parameters`, `ReturnType` and `ErrorType` types beside it, the
 * getters and watchers that read state (`getAccount` / `watchAccount`...), the errors, and the types
 * of the config and of the adapter contract. A host never reads the store.
 *
 * Elsewhere: `@latch/core/modal` opens and drives the modal (and its forms), `@latch/core/services`
 * has the provider services' HTTP clients, and `@latch/core/internal` is for Latch's own packages.
 *
 * @packageDocumentation
 */

export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './actions/connect'
export { type DisconnectErrorType, type DisconnectReturnType, disconnect } from './actions/disconnect'
export {
  type DisconnectConnectionErrorType,
  type DisconnectConnectionParameters,
  type DisconnectConnectionReturnType,
  disconnectConnection,
} from './actions/disconnectConnection'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from './actions/fetchBalance'
export { type GetAccountReturnType, getAccount } from './actions/getAccount'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './actions/getCallsStatus'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from './actions/getCapabilities'
export {
  type GetConnectionsReturnType,
  getConnections,
  type NamespaceConnection,
} from './actions/getConnections'
export { type GetNetworkReturnType, getNetwork } from './actions/getNetwork'
export { type GetSessionReturnType, getSession } from './actions/getSession'
export { type MountLatchReturnType, mountLatch } from './actions/mountLatch'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './actions/sendCalls'
export {
  type SendTokensErrorType,
  type SendTokensParameters,
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
export { type SignInErrorType, type SignInReturnType, signIn } from './actions/signIn'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './actions/signMessage'
export { type SignOutErrorType, type SignOutReturnType, signOut } from './actions/signOut'
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from './actions/signTypedData'
export {
  type SwapTokensErrorType,
  type SwapTokensParameters,
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
export {
  type WaitForCallsStatusErrorType,
  type WaitForCallsStatusParameters,
  type WaitForCallsStatusReturnType,
  waitForCallsStatus,
} from './actions/waitForCallsStatus'
export {
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
  waitForTransactionReceipt,
} from './actions/waitForTransactionReceipt'
export {
  type WatchAccountErrorType,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  watchAccount,
} from './actions/watchAccount'
export {
  type WatchConnectionsErrorType,
  type WatchConnectionsParameters,
  type WatchConnectionsReturnType,
  watchConnections,
} from './actions/watchConnections'
export {
  type WatchNetworkErrorType,
  type WatchNetworkParameters,
  type WatchNetworkReturnType,
  watchNetwork,
} from './actions/watchNetwork'
export type { Unwatch, WatchParameters } from './actions/watchSelection'
export {
  type WatchSessionErrorType,
  type WatchSessionParameters,
  type WatchSessionReturnType,
  watchSession,
} from './actions/watchSession'
export type {
  AdapterConnection,
  AdapterEvents,
  ChainAdapter,
  NativeBalance,
  ProjectScopedConnector,
  TransactionReceipt,
  TypedDataDefinition,
} from './adapter'
export * from './api/errors'
export type { CallsStatus, CallsStatusName, WalletCall, WalletCapabilities } from './calls/types'
export type {
  ApiConfig,
  ApiOptions,
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
export { darkTheme } from './theme/darkTheme'
export { lightTheme } from './theme/lightTheme'
export type {
  ConnectionStatus,
  PreferredAccountType,
  SwitchableAccountType,
  WalletAccount,
  WalletAccountType,
} from './types/account'
export type { Connection, Connector, ConnectorStatus, ConnectorType } from './types/connector'
export {
  type CaipAddress,
  type CaipNetworkId,
  CHAIN_NAMESPACES,
  type ChainNamespace,
  type NativeCurrency,
  type Network,
} from './types/network'
export type {
  OneClickSignInRequest,
  SignInStatus,
  SiwxConfig,
  SiwxMessageData,
  SiwxSession,
} from './types/siwx'
export type { LatchTheme, ThemeConfig, ThemeOptions } from './types/theme'
