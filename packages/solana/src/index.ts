export { createSolanaAdapter, type SolanaAdapterOptions } from './createSolanaAdapter'
export type { InjectedSolanaProvider, InjectedSolanaTarget } from './findInjectedSolanaProvider'
export { isSolanaAccountAddress } from './isSolanaAccountAddress'
export type { StandardWalletRegistry } from './watchSolanaConnectors'
