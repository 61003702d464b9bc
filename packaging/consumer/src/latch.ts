// A host's Latch instance, as the README shows it: its networks and the EVM adapter.
import { createLatch } from '@latch/core'
import { createEvmAdapter } from '@latch/evm'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const latch = createLatch({
  networks: [
    { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: ether },
    {
      caipNetworkId: 'eip155:11155111',
      name: 'Sepolia',
      rpcUrl: 'http://127.0.0.1:2',
      nativeCurrency: ether,
    },
  ],
  adapters: [createEvmAdapter()],
})
