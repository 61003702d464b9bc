import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch'
import { InvalidInputError } from '../errors/input'
import type { LatchError } from '../errors/LatchError'
import { ConnectionNotFoundError, SwitchConnectionError } from '../errors/walletConnection'
import type { Latch } from '../latch'
import { getLatchInternal, getStore } from '../latch'
import { devnetA, devnetB } from '../test-support/networks'
import { twoWalletsAdapter } from '../test-support/twoWalletsAdapter'
import { connect } from './connect'
import { mountLatch } from './mountLatch'
import { signMessage } from './signMessage'
import { switchConnection } from './switchConnection'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  unmount = undefined
})

/** A browser wallet, then the embedded wallet, connected with multiWallet as `multiWallet` says. */
async function connectBoth(multiWallet = true) {
  const two = twoWalletsAdapter()
  const latch = createLatch({
    networks: [devnetA, devnetB],
    adapters: [two.adapter],
    storage: null,
    features: { multiWallet },
  })
  const reported: LatchError[] = []
  getLatchInternal(latch).reportError = (error) => void reported.push(error)
  unmount = mountLatch(latch)
  await connect(latch, { connectorId: 'browser' })
  await connect(latch, { connectorId: 'AUTH' })
  return { latch, two, reported }
}

const eip155 = (latch: Latch) => {
  const state = getStore(latch).getState()
  return {
    activeConnectorId: state.activeConnectorIds.eip155,
    address: state.accounts.eip155?.address,
    activeCaipNetworkId: state.activeCaipNetworkId,
    connections: state.connections.eip155,
  }
}

describe('multiWallet on (spec §4, §6)', () => {
  it('a second wallet joins the first: the one in use is connected, the one held beside it active', async () => {
    const { latch, two } = await connectBoth()
    expect(eip155(latch)).toEqual({
      activeConnectorId: 'AUTH',
      address: two.wallets.AUTH.address,
      activeCaipNetworkId: 'eip155:31338',
      connections: [
        { connectorId: 'browser', accounts: [{ address: two.wallets.browser.address }], status: 'active' },
        {
          connectorId: 'AUTH',
          accounts: [{ address: two.wallets.AUTH.address }],
          auth: { name: 'ada@example.com' },
          status: 'connected',
        },
      ],
    })
  })

  it('switching makes the browser wallet the one in use: account, address and network are its own, and requests go to it', async () => {
    const { latch, two } = await connectBoth()
    await switchConnection(latch, { connectorId: 'browser' })
    expect(eip155(latch)).toMatchObject({
      activeConnectorId: 'browser',
      address: two.wallets.browser.address,
      activeCaipNetworkId: 'eip155:31337',
      connections: [
        { connectorId: 'browser', status: 'connected' },
        { connectorId: 'AUTH', status: 'active', auth: { name: 'ada@example.com' } },
      ],
    })
    expect(getStore(latch).getState().accounts.eip155?.caipAddress).toBe(
      `eip155:31337:${two.wallets.browser.address}`,
    )
    await signMessage(latch, { message: 'hello' })
    expect(two.calls.at(-1)).toBe(`sign browser ${two.wallets.browser.address}`)

    await switchConnection(latch, {
      namespace: 'eip155',
      connectorId: 'AUTH',
      address: two.wallets.AUTH.address,
    })
    expect(eip155(latch)).toMatchObject({ activeConnectorId: 'AUTH', address: two.wallets.AUTH.address })
    await signMessage(latch, { message: 'hello' })
    expect(two.calls.at(-1)).toBe(`sign AUTH ${two.wallets.AUTH.address}`)
  })

  it('asks the wallet without a prompt whether it still grants access before using it', async () => {
    const { latch, two } = await connectBoth()
    await switchConnection(latch, { connectorId: 'browser' })
    expect(two.calls).toEqual(['connect browser', 'connect AUTH', 'reconnect browser'])
  })
})

describe('switchConnection refusals leave the state as it was', () => {
  it.each([
    ['no connector id', { connectorId: '' }, InvalidInputError, 'Invalid connectorId'],
    ['a connector id that is not a string', { connectorId: 42 }, InvalidInputError, 'Invalid connectorId'],
    [
      'an unknown namespace',
      { connectorId: 'browser', namespace: 'tron' },
      InvalidInputError,
      'Invalid namespace',
    ],
    [
      'a connector without a connection',
      { connectorId: 'io.metamask' },
      ConnectionNotFoundError,
      'Connection not found',
    ],
    [
      'an address the connection does not hold',
      { connectorId: 'browser', address: '0x0000000000000000000000000000000000000001' },
      ConnectionNotFoundError,
      'Connection not found',
    ],
  ])('%s', async (_, parameters, ErrorClass, message) => {
    const { latch, reported } = await connectBoth()
    const before = getStore(latch).getState()
    const error = await switchConnection(latch, parameters as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toMatchObject({ shortMessage: message })
    expect(getStore(latch).getState()).toBe(before)
    expect(reported).toEqual([error])
  })

  it("a wallet that no longer grants access: 'Failed to switch wallet'", async () => {
    const { latch, two } = await connectBoth()
    two.wallets.browser.revoked = true
    const before = getStore(latch).getState()
    const error = await switchConnection(latch, { connectorId: 'browser' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchConnectionError)
    expect(error).toMatchObject({ code: 'SWITCH_CONNECTION_FAILED', shortMessage: 'Failed to switch wallet' })
    expect(getStore(latch).getState()).toBe(before)
  })

  it('a wallet that throws: its words are in the details', async () => {
    const { latch, two } = await connectBoth()
    two.wallets.browser.fails = true
    const before = getStore(latch).getState()
    const error = await switchConnection(latch, { connectorId: 'browser' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwitchConnectionError)
    expect(error).toMatchObject({ details: 'The wallet crashed' })
    expect(getStore(latch).getState()).toBe(before)
  })

  it('a connection its wallet dropped is not switched to', async () => {
    const { latch, two } = await connectBoth()
    two.emit.disconnect('browser')
    await vi.waitFor(() =>
      expect(getStore(latch).getState().connections.eip155?.[0]).toMatchObject({ status: 'disconnected' }),
    )
    const before = getStore(latch).getState()
    const error = await switchConnection(latch, { connectorId: 'browser' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionNotFoundError)
    expect(getStore(latch).getState()).toBe(before)
  })
})

describe('multiWallet off (spec §6)', () => {
  it('a second connection replaces the first, as before: one connection, without statuses', async () => {
    const { latch, two } = await connectBoth(false)
    expect(eip155(latch)).toEqual({
      activeConnectorId: 'AUTH',
      address: two.wallets.AUTH.address,
      activeCaipNetworkId: 'eip155:31338',
      connections: [
        {
          connectorId: 'AUTH',
          accounts: [{ address: two.wallets.AUTH.address }],
          auth: { name: 'ada@example.com' },
        },
      ],
    })
    const error = await switchConnection(latch, { connectorId: 'browser' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionNotFoundError)
  })
})
