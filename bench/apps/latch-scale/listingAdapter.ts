import {
  type ChainAdapter,
  type Connector,
  FailedToConnectError,
  TokenBalanceUnavailableError,
} from '@latch/core'

/** A small inline icon, so some rows carry an image like announced wallets do (no network fetch). */
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%234b6bfb"/%3E%3C/svg%3E'

/** `count` wallets named "Bench Wallet 0" … "Bench Wallet {count-1}", every third with an icon. */
export function benchConnectors(count: number): Connector[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `bench.wallet-${i}`,
    name: `Bench Wallet ${i}`,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(i % 3 === 0 ? { imageUrl: ICON } : {}),
  }))
}

/**
 * Bench-only (never shipped): an eip155 adapter that lists the given wallets and connects none, so
 * the modal can be driven with thousands of entries.
 */
export function listingAdapter(connectors: Connector[]): ChainAdapter {
  return {
    namespace: 'eip155',
    setup({ onConnectors }) {
      onConnectors(connectors)
      return () => {}
    },
    connect: async () => {
      throw new FailedToConnectError({ details: 'bench listing adapter' })
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
  }
}
