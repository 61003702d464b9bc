// Size budget entry: `createLatch` alone, as a host without React (or before its UI) pays for it.
import { createLatch } from '@latch/core'
import { MAINNET_RPC_URL } from '../shared'

declare global {
  interface Window {
    latch?: unknown
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
