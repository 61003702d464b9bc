export { RELAY_LIMITS, type RelayLimits } from './createMessageStore'
export {
  DEVNET_RELAY_DEMO_PORT,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from './startRelay'
export {
  DEVNET_TEST_WALLET_DEMO_PORT,
  type StartTestWalletParameters,
  type StartTestWalletReturnType,
  startTestWallet,
  type TestWalletChain,
} from './startTestWallet'
export { createMemoryKeyValueStorage } from './test-support/createMemoryKeyValueStorage'
export { TEST_WALLET_LISTING_ID, testWalletListingEntry } from './testWalletListingEntry'
