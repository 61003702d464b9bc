// Latch-only scale checks: the same provider and button as the latch app, fed `?wallets=N` wallets by
// a bench-only adapter, with open/close exposed for the open-close loop.

import { createLatch } from '@latch/core'
import { getStore } from '@latch/core/internal'
import { close, open } from '@latch/core/modal'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'
import { MAINNET_RPC_URL } from '../shared'
import { benchConnectors, listingAdapter } from './listingAdapter'

const count = Number(new URLSearchParams(location.search).get('wallets') ?? '10000')
const latch = createLatch({
  networks: [
    {
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      rpcUrl: MAINNET_RPC_URL,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
  adapters: [listingAdapter(benchConnectors(count))],
  storage: null,
})

declare global {
  interface Window {
    latchBench?: { open: () => void; close: () => boolean; isOpen: () => boolean }
  }
}
window.latchBench = {
  open: () => open(latch),
  close: () => close(latch),
  isOpen: () => getStore(latch).getState().open,
}

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
