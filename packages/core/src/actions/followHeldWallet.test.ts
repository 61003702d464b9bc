import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { devnetA, devnetB } from '../test-support/networks'
import { twoWalletsAdapter } from '../test-support/twoWalletsAdapter'
import { connect } from './connect'
import { mountLatch } from './mountLatch'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

async function connectBoth(multiWallet: boolean) {
  const two = twoWalletsAdapter()
  const latch = createLatch({
    networks: [devnetA, devnetB],
    adapters: [two.adapter],
    storage: null,
    features: { multiWallet },
  })
  unmount = mountLatch(latch)
  await connect(latch, { connectorId: 'browser' })
  await connect(latch, { connectorId: 'AUTH' })
  return { latch, two }
}

const statuses = (latch: ReturnType<typeof createLatch>) =>
  getStore(latch)
    .getState()
    .connections.eip155?.map((c) => [c.connectorId, c.status])

describe("a wallet's own events with multiWallet on (spec §4 per-connector status)", () => {
  it('the wallet held beside the one in use revokes access: it shows disconnected, the one in use stays', async () => {
    const { latch, two } = await connectBoth(true)
    two.emit.accountsChanged('browser', [])
    await vi.waitFor(() =>
      expect(statuses(latch)).toEqual([
        ['browser', 'disconnected'],
        ['AUTH', 'connected'],
      ]),
    )
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(two.wallets.AUTH.address)
  })

  it('the wallet in use disconnects: it shows disconnected and the other takes over', async () => {
    const { latch, two } = await connectBoth(true)
    two.emit.disconnect('AUTH')
    await vi.waitFor(() => expect(getStore(latch).getState().activeConnectorIds.eip155).toBe('browser'))
    expect(statuses(latch)).toEqual([
      ['browser', 'connected'],
      ['AUTH', 'disconnected'],
    ])
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(two.wallets.browser.address)
  })

  it('both drop: the namespace is forgotten', async () => {
    const { latch, two } = await connectBoth(true)
    two.emit.disconnect('browser')
    two.emit.disconnect('AUTH')
    await vi.waitFor(() => expect(getStore(latch).getState().accounts).toEqual({}))
    expect(getStore(latch).getState().connections).toEqual({})
  })

  it('the wallet held beside switches account: its connection follows, the account in use does not', async () => {
    const { latch, two } = await connectBoth(true)
    const other = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
    two.emit.accountsChanged('browser', [other])
    await vi.waitFor(() =>
      expect(getStore(latch).getState().connections.eip155?.[0]).toMatchObject({
        connectorId: 'browser',
        accounts: [{ address: other }],
        status: 'active',
      }),
    )
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(two.wallets.AUTH.address)
  })
})

describe('multiWallet off', () => {
  it('only the wallet in use is followed; its disconnect forgets the namespace, as before', async () => {
    const { latch, two } = await connectBoth(false)
    two.emit.disconnect('browser')
    expect(getStore(latch).getState().accounts.eip155?.address).toBe(two.wallets.AUTH.address)
    two.emit.disconnect('AUTH')
    expect(getStore(latch).getState()).toMatchObject({
      accounts: {},
      connections: {},
      activeConnectorIds: {},
    })
  })
})
