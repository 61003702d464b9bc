import { type ChainAdapter, TokenBalanceUnavailableError } from '@latch/core'
import { expect, vi } from 'vitest'
import { TEST_WALLET } from './listingOnlyAdapter'

export const TEST_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Method = 'connect' | 'disconnect' | 'switchNetwork'

interface PendingCall {
  method: Method
  resolve: () => void
  reject: (error: unknown) => void
}

/**
 * Test support only: an adapter whose wallet answers connect, disconnect and switch requests when
 * the test says so, so hooks can be seen pending, succeeding and failing.
 *
 * @example
 * const wallet = manualAdapter()
 * ;(await wallet.nextCall('connect')).reject(new ConnectionRejectedError())
 */
export function manualAdapter(): {
  adapter: ChainAdapter
  nextCall: (method: Method) => Promise<PendingCall>
} {
  const calls: PendingCall[] = []
  const waitFor = (method: Method) =>
    new Promise<void>((resolve, reject) => calls.push({ method, resolve, reject }))
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup({ onConnectors }) {
      onConnectors([TEST_WALLET])
      return () => {}
    },
    connect: ({ connectorId, network }) =>
      waitFor('connect').then(() => ({
        connectorId,
        address: TEST_ADDRESS,
        caipNetworkId: network.caipNetworkId,
      })),
    reconnect: async () => undefined,
    disconnect: () => waitFor('disconnect'),
    switchNetwork: () => waitFor('switchNetwork'),
    getBalance: async () => {
      throw new TokenBalanceUnavailableError()
    },
  }
  return {
    adapter,
    async nextCall(method) {
      await vi.waitFor(() => expect(calls[0]?.method).toBe(method))
      return calls.shift()!
    },
  }
}
