import {
  type AdapterConnection,
  type ChainAdapter,
  type Connector,
  TokenBalanceUnavailableError,
} from '@latch/core'
import { expect, vi } from 'vitest'
import { TEST_ADDRESS } from './manualAdapter'

export const TEST_WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** One pairing the view started: hand it a URI, then settle it as the wallet would. */
export interface PairingCall {
  showUri(uri: string): void
  approve(): void
  reject(error: unknown): void
}

/**
 * Test support only: an adapter whose WalletConnect connector pairs when the test says so, so the
 * WalletConnect views can be seen preparing, showing a URI, refreshed and refused. The real SDK
 * pairing through the relay and the test wallet is covered by e2e/specs/walletConnect.spec.ts.
 *
 * @example
 * const wallet = pairingAdapter()
 * const pairing = await wallet.nextPairing()
 * pairing.showUri('wc:…')
 */
export function pairingAdapter(): {
  adapter: ChainAdapter
  nextPairing: () => Promise<PairingCall>
  pairings: () => number
} {
  const calls: PairingCall[] = []
  let started = 0
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup({ onConnectors }) {
      onConnectors([TEST_WALLET_CONNECT])
      return () => {}
    },
    connect: ({ connectorId, network, onUri }) => {
      started++
      return new Promise<AdapterConnection>((resolve, reject) => {
        calls.push({
          showUri: (uri) => onUri?.(uri),
          approve: () =>
            resolve({ connectorId, address: TEST_ADDRESS, caipNetworkId: network.caipNetworkId }),
          reject,
        })
      })
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
  }
  return {
    adapter,
    async nextPairing() {
      // The view is a lazy chunk: its first render may take a while on a busy machine.
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 10_000 })
      return calls.shift()!
    },
    pairings: () => started,
  }
}
