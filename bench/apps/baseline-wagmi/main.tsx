// Baseline for the wagmi-based peers: react + react-dom + viem + wagmi + @tanstack/react-query, with
// the providers every one of them requires and a plain button, no toolkit.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <button type="button" data-testid="connect-button">
        Connect Wallet
      </button>
    </QueryClientProvider>
  </WagmiProvider>,
)
