import { type ChainAdapter, type Connector, TokenBalanceUnavailableError } from '@latch/core'

export const BROWSER_WALLET: Connector = {
  id: 'test.browser',
  name: 'Test Browser Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}
export const EMBEDDED_WALLET: Connector = { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }

export const BROWSER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const EMBEDDED_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/**
 * Test support only: a browser wallet and the embedded wallet (an email login) that both connect at
 * once, each with its own account; `revoked` holds the ids of wallets that no longer grant access.
 *
 * @example const two = twoWalletsAdapter(); two.revoked.add('test.browser')
 */
export function twoWalletsAdapter(): { adapter: ChainAdapter; revoked: Set<string> } {
  const revoked = new Set<string>()
  const answer = (connectorId: string) =>
    connectorId === EMBEDDED_WALLET.id
      ? {
          connectorId,
          address: EMBEDDED_ADDRESS,
          caipNetworkId: 'eip155:31337' as const,
          authName: 'ada@example.com',
        }
      : { connectorId, address: BROWSER_ADDRESS, caipNetworkId: 'eip155:31337' as const }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup({ onConnectors }) {
      onConnectors([EMBEDDED_WALLET, BROWSER_WALLET])
      return () => {}
    },
    connect: async ({ connectorId }) => answer(connectorId),
    reconnect: async ({ connectorId }) => (revoked.has(connectorId) ? undefined : answer(connectorId)),
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
  }
  return { adapter, revoked }
}
