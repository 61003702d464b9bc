import { createLatch, type Latch, type LatchConfig } from '@latch/core'
import { getLatchInternal, getStore } from '@latch/core/internal'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { expect, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { listingOnlyAdapter, TEST_WALLET } from './listingOnlyAdapter'

export const TEST_NETWORKS: LatchConfig['networks'] = [
  {
    caipNetworkId: 'eip155:31337',
    name: 'Latch Devnet',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    caipNetworkId: 'eip155:31338',
    name: 'Latch Devnet B',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

/** A Solana cluster to add to TEST_NETWORKS where a test moves between namespaces. */
export const TEST_SOLANA_NETWORK = {
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Latch Solana Devnet',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const satisfies LatchConfig['networks'][number]

/** Renders `ui` inside a LatchProvider in the real page; returns the instance and an unmount. */
export async function renderLatch(
  ui: ReactNode,
  config: Partial<LatchConfig> = {},
): Promise<{ latch: Latch; root: Root; container: HTMLElement; unmount: () => Promise<void> }> {
  const latch = createLatch({
    networks: TEST_NETWORKS,
    adapters: [listingOnlyAdapter([TEST_WALLET])],
    storage: null,
    ...config,
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  // A real browser renders on its own schedule; tests wait through expect.element instead of act().
  root.render(<LatchProvider latch={latch}>{ui}</LatchProvider>)
  // Tests then set state as a connection would; the provider's mount (and its silent reconnect) comes first.
  await vi.waitFor(() => expect(getLatchInternal(latch).mounts).toBe(1))
  return {
    latch,
    root,
    container,
    unmount: async () => {
      root.unmount()
      container.remove()
    },
  }
}

/** Puts an account in the store as a wallet connection would. */
export function setConnected(latch: Latch, caipNetworkId: `${string}:${string}` = 'eip155:31337') {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  getStore(latch).setState({
    activeCaipNetworkId: caipNetworkId,
    activeConnectorIds: { eip155: 'dev.latch.devnet-wallet' },
    accounts: {
      eip155: {
        status: 'connected',
        address,
        caipNetworkId,
        caipAddress: `${caipNetworkId}:${address}`,
        balance: '10000.000',
        balanceSymbol: 'ETH',
      },
    },
  })
}
