import { type ChainAdapter, ConnectionRejectedError, type Connector } from '@latch/core'
import { TEST_ADDRESS } from './manualAdapter'
import { TEST_SOLANA_NETWORK } from './renderLatch'

export const TEST_SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

/** What the test decides of the wallet's Solana side: whether it refuses, and when it answers. */
export interface SolanaSide {
  refuse: boolean
  /** Resolves the pending Solana connect (held until called when `hold` is on). */
  release: () => void
  hold: boolean
}

/**
 * Test support only: 'Dual Wallet' (one wallet on eip155 and solana, like Phantom) as an eip155 and a solana
 * adapter, plus 'Evm Wallet' on eip155 only. Its eip155 side grants at once; its solana side answers as
 * `solana` says, so a view can be seen waiting, refused and connected.
 *
 * @example const { adapters, solana } = dualWalletAdapters(); solana.refuse = true
 */
export function dualWalletAdapters(): { adapters: ChainAdapter[]; solana: SolanaSide } {
  const solana: SolanaSide = { refuse: false, hold: false, release: () => {} }
  const adapter = (namespace: 'eip155' | 'solana', connectors: Connector[]): ChainAdapter => ({
    namespace,
    setup({ onConnectors }) {
      onConnectors(connectors)
      return () => {}
    },
    async connect({ connectorId, network }) {
      if (namespace === 'eip155')
        return { connectorId, address: TEST_ADDRESS, caipNetworkId: network.caipNetworkId }
      if (solana.hold) await new Promise<void>((resolve) => (solana.release = resolve))
      if (solana.refuse) throw new ConnectionRejectedError()
      return { connectorId, address: TEST_SOLANA_ADDRESS, caipNetworkId: TEST_SOLANA_NETWORK.caipNetworkId }
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () =>
      namespace === 'solana'
        ? { value: 2_500_000_000n, decimals: 9, symbol: 'SOL' }
        : { value: 10n ** 18n, decimals: 18, symbol: 'ETH' },
  })
  return {
    solana,
    adapters: [
      adapter('eip155', [
        { id: 'dual-eip155', name: 'Dual Wallet', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'evm-only', name: 'Evm Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      ]),
      adapter('solana', [{ id: 'dual-solana', name: 'Dual Wallet', type: 'ANNOUNCED', chain: 'solana' }]),
    ],
  }
}
