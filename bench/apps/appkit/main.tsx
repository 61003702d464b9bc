// Reown AppKit with its documented wagmi setup: WagmiAdapter, createAppKit, its <appkit-button>.

import { mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { APP_NAME, PROJECT_ID } from '../shared'

const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId: PROJECT_ID })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [mainnet],
  projectId: PROJECT_ID,
  metadata: { name: APP_NAME, description: APP_NAME, url: location.origin, icons: [] },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)
