import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { FailedToDisconnectError } from '../errors/connection'
import { InvalidInputError } from '../errors/input'
import { ConnectionNotFoundError } from '../errors/walletConnection'
import { getStore } from '../latch'
import { devnetA, devnetB } from '../test-support/networks'
import { twoWalletsAdapter } from '../test-support/twoWalletsAdapter'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { disconnectConnection } from './disconnectConnection'
import { mountLatch } from './mountLatch'
import { open } from './open'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

/** multiWallet on: a browser wallet, then the embedded wallet (in use), with the modal open on Account. */
async function connectBoth() {
  const two = twoWalletsAdapter()
  const latch = createLatch({
    networks: [devnetA, devnetB],
    adapters: [two.adapter],
    storage: null,
    features: { multiWallet: true },
  })
  unmount = mountLatch(latch)
  await connect(latch, { connectorId: 'browser' })
  await connect(latch, { connectorId: 'AUTH' })
  open(latch)
  return { latch, two }
}

describe('disconnectConnection (multiWallet, spec §6)', () => {
  it('ending the wallet held beside the one in use keeps the one in use', async () => {
    const { latch, two } = await connectBoth()
    await disconnectConnection(latch, { connectorId: 'browser' })
    const state = getStore(latch).getState()
    expect(state.connections.eip155).toEqual([
      {
        connectorId: 'AUTH',
        accounts: [{ address: two.wallets.AUTH.address }],
        auth: { name: 'ada@example.com' },
        status: 'connected',
      },
    ])
    expect(state.accounts.eip155?.address).toBe(two.wallets.AUTH.address)
    expect(two.calls.at(-1)).toBe('disconnect browser')
    expect(state.open).toBe(true)
  })

  it('ending the one in use hands over to the other: its account, address and network', async () => {
    const { latch, two } = await connectBoth()
    await disconnectConnection(latch, { connectorId: 'AUTH' })
    const state = getStore(latch).getState()
    expect(state.activeConnectorIds.eip155).toBe('browser')
    expect(state.accounts.eip155?.address).toBe(two.wallets.browser.address)
    expect(state.activeCaipNetworkId).toBe('eip155:31337')
    expect(state.connections.eip155).toEqual([
      { connectorId: 'browser', accounts: [{ address: two.wallets.browser.address }], status: 'connected' },
    ])
  })

  it('when the other no longer grants access, nothing is left: the namespace is forgotten and the modal closes', async () => {
    const { latch, two } = await connectBoth()
    two.wallets.browser.revoked = true
    await disconnectConnection(latch, { connectorId: 'AUTH' })
    const state = getStore(latch).getState()
    expect(state).toMatchObject({ accounts: {}, connections: {}, activeConnectorIds: {}, open: false })
  })

  it("a wallet that fails to answer is forgotten all the same, then 'Failed to disconnect' is thrown", async () => {
    const { latch, two } = await connectBoth()
    two.wallets.browser.disconnectFails = true
    const error = await disconnectConnection(latch, { connectorId: 'browser' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectError)
    expect(error).toMatchObject({
      shortMessage: 'Failed to disconnect',
      details: 'The wallet did not answer',
    })
    expect(
      getStore(latch)
        .getState()
        .connections.eip155?.map((c) => c.connectorId),
    ).toEqual(['AUTH'])
  })

  it('a connection its wallet dropped is removed without asking the wallet', async () => {
    const { latch, two } = await connectBoth()
    two.emit.accountsChanged('browser', [])
    await vi.waitFor(() =>
      expect(getStore(latch).getState().connections.eip155?.[0]).toMatchObject({ status: 'disconnected' }),
    )
    await disconnectConnection(latch, { connectorId: 'browser' })
    expect(two.calls).not.toContain('disconnect browser')
    expect(
      getStore(latch)
        .getState()
        .connections.eip155?.map((c) => c.connectorId),
    ).toEqual(['AUTH'])
  })

  it.each([
    ['no connector id', { connectorId: '' }, InvalidInputError],
    ['no parameters', undefined, InvalidInputError],
    ['a connector without a connection', { connectorId: 'io.metamask' }, ConnectionNotFoundError],
  ])('refuses %s and changes nothing', async (_, parameters, ErrorClass) => {
    const { latch, two } = await connectBoth()
    const before = getStore(latch).getState()
    const calls = two.calls.length
    await expect(disconnectConnection(latch, parameters as never)).rejects.toBeInstanceOf(ErrorClass)
    expect(getStore(latch).getState()).toBe(before)
    expect(two.calls.length).toBe(calls)
  })
})

describe('disconnect: all of them', () => {
  it('ends every wallet held and forgets the namespace', async () => {
    const { latch, two } = await connectBoth()
    await disconnect(latch)
    expect(two.calls.slice(-2).sort()).toEqual(['disconnect AUTH', 'disconnect browser'])
    expect(getStore(latch).getState()).toMatchObject({
      accounts: {},
      connections: {},
      activeConnectorIds: {},
    })
  })
})
