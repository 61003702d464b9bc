export { createEvmAdapter, type EvmAdapterOptions } from './createEvmAdapter'
export type { EmbeddedEvmSource } from './embeddedEvmSource'
export type { Eip1193Provider } from './isEip1193Provider'
export { toViemChain } from './toViemChain'
export {
  type WalletConnectConnector,
  walletConnect,
} from './walletConnect/walletConnect'
export type { WalletConnectOptions } from './walletConnect/walletConnectOptions'
