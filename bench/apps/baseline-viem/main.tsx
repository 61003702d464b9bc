// Baseline for Latch: react + react-dom + viem, a plain button, no toolkit. The viem part is the
// minimal client for the network (createClient + http), the same client wagmi's createConfig builds
// per chain in the wagmi baseline, so both baselines carry the same share of viem.
import { createRoot } from 'react-dom/client'
import { createClient, http } from 'viem'
import { mainnet } from 'viem/chains'

declare global {
  interface Window {
    hostClient?: unknown
  }
}
window.hostClient = createClient({ chain: mainnet, transport: http() })

createRoot(document.getElementById('root')!).render(
  <button type="button" data-testid="connect-button">
    Connect Wallet
  </button>,
)
