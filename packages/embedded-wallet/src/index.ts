export type { Eip1193Listener, Eip1193Provider } from './eip1193'
export { type EmbeddedWalletConnector, embeddedWallet } from './embeddedWallet'
export type { EmbeddedWalletOptions } from './embeddedWalletOptions'
export type { EmbeddedAccount, EmbeddedLogin } from './frameAccount'
