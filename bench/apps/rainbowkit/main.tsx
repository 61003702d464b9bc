// RainbowKit with its documented default setup: getDefaultConfig, its providers, its ConnectButton.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { APP_NAME, PROJECT_ID } from '../shared'

const config = getDefaultConfig({ appName: APP_NAME, projectId: PROJECT_ID, chains: [mainnet] })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
