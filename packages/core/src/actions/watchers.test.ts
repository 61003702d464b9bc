import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import { devnetA, devnetB } from '../test-support/networks'
import { twoWalletsAdapter } from '../test-support/twoWalletsAdapter'
import { close } from './close'
import { connect } from './connect'
import { disconnect } from './disconnect'
import { getAccount } from './getAccount'
import { getConnections } from './getConnections'
import { getModalState } from './getModalState'
import { getNetwork } from './getNetwork'
import { getSession } from './getSession'
import { mountLatch } from './mountLatch'
import { navigate } from './navigate'
import { open } from './open'
import { switchNetwork } from './switchNetwork'
import { watchAccount } from './watchAccount'
import { watchConnections } from './watchConnections'
import { watchModalState } from './watchModalState'
import { watchNetwork } from './watchNetwork'
import { watchSession } from './watchSession'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function mounted(features: { multiWallet?: boolean } = {}) {
  const two = twoWalletsAdapter()
  const latch = createLatch({
    networks: [devnetA, devnetB],
    adapters: [two.adapter],
    storage: null,
    features,
  })
  stops.push(mountLatch(latch))
  return { latch, two }
}

/** Every call a watcher made, in order. */
function record<Value>(watch: (onChange: (value: Value, previous: Value) => void) => () => void) {
  const calls: [Value, Value][] = []
  const unwatch = watch((value, previous) => calls.push([value, previous]))
  stops.push(unwatch)
  return { calls, unwatch }
}

describe('getAccount and watchAccount', () => {
  it('reads the active account: disconnected, then connected through the wallet, then disconnected', async () => {
    const { latch, two } = mounted()
    expect(getAccount(latch)).toMatchObject({
      namespace: 'eip155',
      status: 'disconnected',
      isConnected: false,
    })
    await connect(latch, { connectorId: 'browser' })
    expect(getAccount(latch)).toMatchObject({
      address: two.wallets.browser.address,
      caipAddress: `eip155:31337:${two.wallets.browser.address}`,
      connectorId: 'browser',
      status: 'connected',
      isConnected: true,
      isReconnecting: false,
    })
    await disconnect(latch)
    expect(getAccount(latch)).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('fires on a connect with the account before it, and not for the modal opening or navigating', async () => {
    const { latch, two } = mounted()
    const { calls } = record<ReturnType<typeof getAccount>>((onChange) => watchAccount(latch, { onChange }))
    open(latch)
    navigate(latch, { view: 'AllWallets' })
    expect(calls).toEqual([])
    await connect(latch, { connectorId: 'browser' })
    const [account, before] = calls.find(([value]) => value.isConnected) ?? []
    expect(account).toMatchObject({ address: two.wallets.browser.address, isConnected: true })
    expect(before?.isConnected).toBe(false)
    // each call is a real change: no two neighbours are alike
    for (const [value, previous] of calls) expect(value).not.toEqual(previous)
  })

  it('stops firing once unwatched', async () => {
    const { latch } = mounted()
    const { calls, unwatch } = record<ReturnType<typeof getAccount>>((onChange) =>
      watchAccount(latch, { onChange }),
    )
    unwatch()
    await connect(latch, { connectorId: 'browser' })
    expect(calls).toEqual([])
  })

  it('refuses an onChange that is not a function, with InvalidInputError naming it', () => {
    const { latch } = mounted()
    expect(() => watchAccount(latch, { onChange: 'log' as never })).toThrow(InvalidInputError)
    expect(() => watchAccount(latch, {} as never)).toThrow(/onChange/)
    expect(() => watchAccount(latch, undefined as never)).toThrow(InvalidInputError)
  })
})

describe('getNetwork and watchNetwork', () => {
  it('reads the configured network in use and fires once per switch', async () => {
    const { latch } = mounted()
    expect(getNetwork(latch)).toEqual({
      caipNetworkId: 'eip155:31337',
      namespace: 'eip155',
      network: latch.config.networks[0],
      isSupported: true,
    })
    await connect(latch, { connectorId: 'browser' })
    const { calls } = record<ReturnType<typeof getNetwork>>((onChange) => watchNetwork(latch, { onChange }))
    open(latch)
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(calls.map(([value, previous]) => [value.caipNetworkId, previous.caipNetworkId])).toEqual([
      ['eip155:31338', 'eip155:31337'],
    ])
    expect(getNetwork(latch).network?.name).toBe('Latch Devnet B')
  })
})

describe('getConnections and watchConnections', () => {
  it('lists each held wallet with its namespace and fires when one is added', async () => {
    const { latch, two } = mounted({ multiWallet: true })
    expect(getConnections(latch)).toEqual([])
    const { calls } = record<ReturnType<typeof getConnections>>((onChange) =>
      watchConnections(latch, { onChange }),
    )
    await connect(latch, { connectorId: 'browser' })
    await connect(latch, { connectorId: 'AUTH' })
    expect(getConnections(latch).map((c) => [c.namespace, c.connectorId, c.accounts[0]?.address])).toEqual(
      expect.arrayContaining([
        ['eip155', 'browser', two.wallets.browser.address],
        ['eip155', 'AUTH', two.wallets.AUTH.address],
      ]),
    )
    expect(calls.at(-1)?.[0]).toHaveLength(2)
    const seen = calls.length
    open(latch)
    expect(calls).toHaveLength(seen)
  })
})

describe('getSession and watchSession', () => {
  it('reads idle with no sign-in configured, and does not fire for a connect that leaves it so', async () => {
    const { latch } = mounted()
    expect(getSession(latch)).toEqual({ status: 'idle', session: undefined })
    const { calls } = record<ReturnType<typeof getSession>>((onChange) => watchSession(latch, { onChange }))
    await connect(latch, { connectorId: 'browser' })
    expect(calls).toEqual([])
  })
})

describe('getModalState and watchModalState (@latch/core/modal)', () => {
  it('reads the modal closed, then fires once per open, view and close, never for a connection', async () => {
    const { latch } = mounted()
    expect(getModalState(latch)).toEqual({ isOpen: false, view: 'Connect', isLoading: false })
    const { calls } = record<ReturnType<typeof getModalState>>((onChange) =>
      watchModalState(latch, { onChange }),
    )
    open(latch)
    navigate(latch, { view: 'AllWallets' })
    close(latch)
    expect(calls.map(([value]) => [value.isOpen, value.view])).toEqual([
      [true, 'Connect'],
      [true, 'AllWallets'],
      // closing resets the view in the same change: one call
      [false, 'Connect'],
    ])
  })
})
