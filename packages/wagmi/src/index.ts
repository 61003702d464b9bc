export { LatchConnectorNotFoundError } from './errors'
export { type LatchConnectorFn, latchConnector } from './latchConnector'
export { type LatchEvmAccount, readLatchEvmAccount } from './readLatchEvmAccount'
export { readLatchEvmProvider } from './readLatchEvmProvider'
export {
  type SyncLatchWithWagmiParameters,
  type SyncLatchWithWagmiReturnType,
  syncLatchWithWagmi,
} from './syncLatchWithWagmi'
export type {
  WagmiConfigLike,
  WagmiConnectionLike,
  WagmiConnectorLike,
  WagmiStateLike,
} from './wagmiConfigLike'
