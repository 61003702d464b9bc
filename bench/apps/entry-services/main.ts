// Size budget entry: all of @latch/core/services (every client kept), with createLatch, which every
// client takes first.
import { createLatch } from '@latch/core'
import * as services from '@latch/core/services'
import { MAINNET_RPC_URL } from '../shared'

declare global {
  interface Window {
    latch?: unknown
    latchServices?: unknown
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
  projectId: 'bench',
  api: { baseUrl: 'https://api.example' },
})
window.latchServices = services
