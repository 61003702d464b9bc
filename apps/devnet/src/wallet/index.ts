export { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '../accounts'
export { DEVNET_CHAINS, DEVNET_CURRENCY } from '../chains'
export {
  announceDevWallet,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
  type DevWalletProviderInfo,
} from './announceDevWallet'
export { type CreateDevWalletParameters, createDevWallet } from './createDevWallet'
export { DEV_WALLET_ICON } from './devWalletIcon'
export { type InstallDevWalletParameters, installDevWallet } from './installDevWallet'
export { type DevWalletUiTarget, mountDevWalletUi } from './mountDevWalletUi'
export { DEV_WALLET_STORAGE_KEY, type DevWalletStorage } from './persistedState'
export { promptApproval } from './promptApproval'
export { ProviderRpcError } from './providerRpcError'
export type {
  ApprovalRequest,
  DevWallet,
  DevWalletChain,
  DevWalletEvents,
  DevWalletFaults,
  DevWalletListener,
  RequestArguments,
} from './types'
