// @latch/adapter-conformance: the suite every chain adapter runs against its dev wallet (README.md).
export { createMemoryStorage } from './createMemoryStorage'
export { describeAdapterConformance } from './describeAdapterConformance'
export { type SetUpAdapterReturnType, setUpAdapter } from './setUpAdapter'
export type {
  AdapterConformanceSubject,
  ConformancePage,
  ConformanceWallet,
  WalletBehaviour,
  WalletStorage,
} from './types'
