export { type ImportWalletRegistryOptions, importWalletRegistry } from './importWalletRegistry'
export { InvalidRegistryError, parseWalletRegistry } from './parseWalletRegistry'
export { DEFAULT_REGISTRY_FILE, seedWalletRegistry } from './seedWalletRegistry'
export { toSearchText } from './toSearchText'
export {
  CAIP2_PATTERN,
  WALLET_ID_PATTERN,
  type WalletEntry,
  WalletEntrySchema,
  type WalletRegistry,
  WalletRegistrySchema,
} from './walletRegistrySchema'
