// @latch/devnet/wallet/test-support: switches that make the dev wallet refuse, hang or answer garbage, for
// tests of a site's error paths. Never installed in a page the demo serves.

export { type ConnectFault, GARBAGE_ANSWER, withFault } from './connectFault'
export { type ApprovalSwitch, createApprovalSwitch } from './createApprovalSwitch'
export { createWalletRegistry, type TestWalletRegistry } from './createWalletRegistry'
export { withPolkadotEnableFaults } from './withPolkadotEnableFaults'
export { withStandardConnectFaults } from './withStandardConnectFaults'
