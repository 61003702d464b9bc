// Size budget entry: all of @latch/core/modal (every export kept), as a host drawing its own modal
// pays for it at most; with createLatch, which every use of it needs.
import { createLatch } from '@latch/core'
import * as modal from '@latch/core/modal'
import { MAINNET_RPC_URL } from '../shared'

declare global {
  interface Window {
    latch?: unknown
    latchModal?: unknown
  }
}
window.latch = createLatch({
  networks: [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: MAINNET_RPC_URL,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
})
window.latchModal = modal
