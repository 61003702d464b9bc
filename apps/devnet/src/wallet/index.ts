export { DEVNET_ADDRESSES, DEVNET_PRIVATE_KEYS } from '../accounts'
export {
  BITCOIN_DEVNET_ACCOUNT_COUNT,
  type BitcoinDevnetAccount,
  bitcoinDevnetAccount,
} from '../bitcoinAccounts'
export { DEVNET_CHAINS, DEVNET_CURRENCY } from '../chains'
export {
  POLKADOT_DEVNET_ADDRESSES,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_URIS,
} from '../polkadot/polkadotAccounts'
export { SOLANA_DEVNET_ADDRESSES, SOLANA_DEVNET_KEYS } from '../solanaAccounts'
export {
  announceDevWallet,
  DEV_WALLET_NAME,
  DEV_WALLET_RDNS,
  type DevWalletProviderInfo,
} from './announceDevWallet'
export {
  BITCOIN_DEV_WALLET_STORAGE_KEY,
  type BitcoinDevProvider,
  type BitcoinDevWallet,
  type BitcoinDevWalletFeatures,
  type CreateBitcoinDevWalletParameters,
  createBitcoinDevWallet,
} from './bitcoin/createBitcoinDevWallet'
export { registerBitcoinDevWallet } from './bitcoin/registerBitcoinDevWallet'
export { type CreateDevWalletParameters, createDevWallet } from './createDevWallet'
export { DEV_WALLET_ICON, DEV_WALLET_ICON_BASE64 } from './devWalletIcon'
export { type InstallDevWalletParameters, installDevWallet } from './installDevWallet'
export { type DevWalletUiTarget, mountDevWalletUi } from './mountDevWalletUi'
export { DEV_WALLET_STORAGE_KEY, type DevWalletStorage } from './persistedState'
export {
  type CreatePolkadotDevWalletParameters,
  createPolkadotDevWallet,
  POLKADOT_DEV_WALLET_KEY,
  POLKADOT_DEV_WALLET_STORAGE_KEY,
  type PolkadotDevWallet,
  type PolkadotDevWalletAccount,
  type PolkadotDevWalletExtension,
} from './polkadot/createPolkadotDevWallet'
export { injectPolkadotDevWallet } from './polkadot/injectPolkadotDevWallet'
export { promptApproval } from './promptApproval'
export { ProviderRpcError } from './providerRpcError'
export {
  type CreateSolanaDevWalletParameters,
  createSolanaDevWallet,
  SOLANA_DEV_WALLET_STORAGE_KEY,
  type SolanaDevWallet,
  type SolanaDevWalletFeatures,
} from './solana/createSolanaDevWallet'
export { registerSolanaDevWallet } from './solana/registerSolanaDevWallet'
export type {
  ApprovalRequest,
  DevWallet,
  DevWalletChain,
  DevWalletEvents,
  DevWalletFaults,
  DevWalletListener,
  RequestArguments,
} from './types'
