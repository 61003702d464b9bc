import {
  type ChainAdapter,
  type Connector,
  FailedToConnectError,
  TokenBalanceUnavailableError,
} from '@latch/core'

/**
 * Test support only: an adapter that lists the given wallets and can connect none of them.
 * Component tests use it for what the modal shows; real wallet behaviour is covered by the
 * evm adapter's tests and the end-to-end specs with the real dev wallet.
 */
export function listingOnlyAdapter(connectors: Connector[]): ChainAdapter {
  return {
    namespace: 'eip155',
    setup({ onConnectors }) {
      onConnectors(connectors)
      return () => {}
    },
    connect: async () => {
      throw new FailedToConnectError({ details: 'listing-only test adapter' })
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
  }
}

export const TEST_WALLET: Connector = {
  id: 'test.wallet',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}
