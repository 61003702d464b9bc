// A host's Latch instance, as the README shows it: one network, the EVM adapter.
import { createLatch } from '@latch/core'
import { createEvmAdapter } from '@latch/evm'

export const latch = createLatch({
  networks: [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  adapters: [createEvmAdapter()],
})
