// ConnectKit with its documented default setup: getDefaultConfig, its providers, its button.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { APP_NAME, PROJECT_ID } from '../shared'

const config = createConfig(
  getDefaultConfig({ appName: APP_NAME, walletConnectProjectId: PROJECT_ID, chains: [mainnet] }),
)
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
