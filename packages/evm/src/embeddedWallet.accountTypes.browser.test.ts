// The embedded wallet's account types over the real frame channel, in Chromium, across a real origin
// boundary (the page on one loopback name, the test frame on the other), against a frame that answers
// as the smart-account frame will (@latch/embedded-wallet's test-support/smartAccountFrame.ts).
import type { AdapterEvents, Network } from '@latch/core'
import { embeddedWallet } from '@latch/embedded-wallet'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter'

const EOA = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SMART = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

const frameUrl = (() => {
  const url = new URL('/packages/embedded-wallet/src/test-support/smartAccountFrame.html', location.href)
  url.hostname = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return url.href
})()

const network = (id: number): Network => ({
  id,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  name: `Devnet ${id}`,
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  for (const frame of document.querySelectorAll('iframe')) frame.remove()
})

function start() {
  const login = embeddedWallet({ frameUrl })
  const adapter = createEvmAdapter({ target: new EventTarget(), embeddedWallet: login })
  const events = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnect: vi.fn(),
  } satisfies AdapterEvents
  stops.push(
    adapter.setup({
      networks: [network(31337), network(31338)],
      onConnectors: () => {},
      events,
      projectId: 'test',
    }),
  )
  return { adapter, events }
}

describe('the embedded wallet’s account types, over the frame channel', () => {
  it("connects on the host's default type: the smart account, counterfactual, smart accounts enabled", async () => {
    const { adapter } = start()
    const connection = await adapter.connect({
      connectorId: 'AUTH',
      network: network(31337),
      preferredAccountType: 'smartAccount',
    })
    expect(connection).toEqual({
      connectorId: 'AUTH',
      address: SMART,
      caipNetworkId: 'eip155:31337',
      authName: 'ada@example.com',
      accountType: 'smartAccount',
      smartAccountDeployed: false,
      smartAccountEnabled: true,
    })
  })

  it('switches to the EOA and back: SET_PREFERRED_ACCOUNT, accountsChanged with the new address, the connection as it now is', async () => {
    const { adapter, events } = start()
    await adapter.connect({
      connectorId: 'AUTH',
      network: network(31337),
      preferredAccountType: 'smartAccount',
    })
    const toEoa = await adapter.switchAccountType?.({
      connectorId: 'AUTH',
      network: network(31337),
      type: 'eoa',
    })
    expect(toEoa).toMatchObject({
      connectorId: 'AUTH',
      address: EOA,
      accountType: 'eoa',
      smartAccountEnabled: true,
    })
    expect(events.accountsChanged).toHaveBeenLastCalledWith('AUTH', [EOA])
    // the frame keeps the choice: a reconnect with the host's default still answers the EOA
    expect(
      await adapter.reconnect({ connectorId: 'AUTH', preferredAccountType: 'smartAccount' }),
    ).toMatchObject({ address: EOA, accountType: 'eoa' })
    const back = await adapter.switchAccountType?.({
      connectorId: 'AUTH',
      network: network(31337),
      type: 'smartAccount',
    })
    expect(back).toMatchObject({ address: SMART, accountType: 'smartAccount' })
  })

  it('on a chain without smart accounts the frame answers the EOA, with smart accounts not enabled', async () => {
    const { adapter } = start()
    const connection = await adapter.connect({
      connectorId: 'AUTH',
      network: network(31338),
      preferredAccountType: 'smartAccount',
    })
    expect(connection).toMatchObject({
      address: EOA,
      caipNetworkId: 'eip155:31338',
      accountType: 'eoa',
      smartAccountEnabled: false,
    })
  })
})
