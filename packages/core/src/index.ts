// The public API of @latch/core: the instance, its actions (action(latch, parameters)), the data they
// hand out, the errors and the adapter contract. What Latch's own packages share beyond this (rules,
// selectors, storage, formatters, the request helper, the spec's constants) is in ./internal.
export { dismissAlert, showAlert } from './actions/alert'
export { close } from './actions/close'
export { type ConnectErrorType, type ConnectParameters, connect } from './actions/connect'
export { type DisconnectErrorType, disconnect } from './actions/disconnect'
export { fetchBalance } from './actions/fetchBalance'
export { mountLatch } from './actions/mountLatch'
export { goBack, navigate } from './actions/navigate'
export { type OpenErrorType, type OpenOptions, open } from './actions/open'
export { closeSnackbar, showSnackbar } from './actions/showSnackbar'
export { type SwitchNetworkErrorType, switchNetwork } from './actions/switchNetwork'
export type { AdapterConnection, AdapterEvents, ChainAdapter, NativeBalance } from './adapter'
export * from './api'
export type {
  ApiConfig,
  FeaturesConfig,
  LatchConfig,
  NetworkConfig,
  ResolvedConfig,
} from './config/types'
export { createLatch, type Latch } from './createLatch'
export * from './errors'
export type { ConnectMethod } from './rules/connectMethodsOrder'
export type { StorageLike } from './storage/createStorage'
export type { LatchStore } from './store/createLatchStore'
export type { LatchState, PendingRequest } from './store/state'
export * from './types'
