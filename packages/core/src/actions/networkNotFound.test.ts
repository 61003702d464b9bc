import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { NetworkNotFoundError } from '../errors/state'
import { getStore } from '../latch'
import { multichainWallets } from '../test-support/multichainWallets'
import { devnetA, devnetB } from '../test-support/networks'
import { connect } from './connect'
import { mountLatch } from './mountLatch'
import { switchNetwork } from './switchNetwork'

const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
})

describe("spec §8's 'Network Not Found' alert, raised where a network id the host does not know is asked for", () => {
  it.each([
    ['disconnected', false],
    ['connected', true],
  ])(
    'switchNetwork to an unknown id, %s: the alert names the id, NetworkNotFoundError is thrown',
    async (_, connected) => {
      const wallets = multichainWallets()
      const latch = createLatch({ networks: [devnetA, devnetB], adapters: wallets.adapters, storage: null })
      unmounts.push(mountLatch(latch))
      if (connected) await connect(latch, { connectorId: 'dual-eip155', namespace: 'eip155' })
      const network = getStore(latch).getState().activeCaipNetworkId
      await expect(switchNetwork(latch, { caipNetworkId: 'eip155:424242' })).rejects.toBeInstanceOf(
        NetworkNotFoundError,
      )
      expect(getStore(latch).getState().alert).toEqual({
        open: true,
        variant: 'error',
        message: 'Network Not Found',
        details: "eip155:424242 is not one of this app's networks.",
      })
      expect(getStore(latch).getState().activeCaipNetworkId).toBe(network)
    },
  )
})
