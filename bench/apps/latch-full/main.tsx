// Latch with every feature on (issue 32): the minimal app's provider and button, plus WalletConnect,
// the embedded wallet (email login) and the provider services, on mainnet. Built from the published
// entry points like the minimal app. The services and the frame point at ports nothing listens on:
// what the page asks of an unreachable services host before the first click is part of what is measured.
import { createLatch } from '@latch/core'
import { embeddedWallet } from '@latch/embedded-wallet'
import { createEvmAdapter, walletConnect } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { MAINNET_RPC_URL, PROJECT_ID } from '../shared'

/** Unreachable on purpose (the bench is offline): every request to them fails as a dead host's would. */
const SERVICES_URL = 'http://127.0.0.1:9/latch'
const FRAME_URL = 'http://127.0.0.1:9'
const RELAY_URL = 'ws://127.0.0.1:9'

const latch = createLatch({
  networks: [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: MAINNET_RPC_URL,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  adapters: [
    createEvmAdapter({
      walletConnect: walletConnect({ relayUrl: RELAY_URL }),
      embeddedWallet: embeddedWallet({ frameUrl: FRAME_URL }),
    }),
  ],
  projectId: PROJECT_ID,
  api: { baseUrl: SERVICES_URL },
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
