// Latch as a host uses it: the published entry points (built dist, resolved through each package's
// exports map), one network, the default EVM adapter, the provider and the ready-made button.
import { createLatch } from '@latch/core'
import { createEvmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { MAINNET_RPC_URL } from '../shared'

const latch = createLatch({
  networks: [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: MAINNET_RPC_URL,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  adapters: [createEvmAdapter()],
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
