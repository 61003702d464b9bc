import { describe, expect, it } from 'vitest'
import type { AdapterConnection, ChainAdapter } from '../adapter'
import { createLatch } from '../createLatch'
import { ModalClosedError } from '../errors/connection'
import type { Latch } from '../latch'
import { getStore } from '../latch'
import { ADDRESS, devnetA } from '../test-support/networks'
import { close } from './close'
import { connect } from './connect'
import { open } from './open'

/** A wallet whose approval the test gives (or withholds) by hand, like a person at an extension prompt. */
function walletAwaitingApproval() {
  let approve: () => void = () => {}
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup: ({ onConnectors }) => {
      onConnectors([{ id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }])
      return () => {}
    },
    connect: ({ connectorId }) =>
      new Promise<AdapterConnection>((resolve) => {
        approve = () => resolve({ connectorId, address: ADDRESS, caipNetworkId: 'eip155:31337' })
      }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }
  return { adapter, approve: () => approve() }
}

function startAttempt() {
  const wallet = walletAwaitingApproval()
  const latch = createLatch({ networks: [devnetA], adapters: [wallet.adapter], storage: null })
  getStore(latch).setState({
    connectors: { eip155: [{ id: 'dev', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }] },
  })
  open(latch)
  const attempt = connect(latch, { connectorId: 'dev' }).then(
    () => undefined,
    (error: unknown) => error,
  )
  return { latch, wallet, attempt }
}

const connectionOf = (latch: Latch) => {
  const { accounts, connections, activeConnectorIds, recentWallets } = getStore(latch).getState()
  return { accounts, connections, activeConnectorIds, recentWallets }
}

describe('closing the modal during a connection attempt', () => {
  it("ends it with 'Modal closed'", async () => {
    const { latch, attempt } = startAttempt()
    expect(getStore(latch).getState().connecting).toEqual({ connectorId: 'dev', status: 'waiting' })
    expect(close(latch)).toBe(true)
    const error = await attempt
    expect(error).toBeInstanceOf(ModalClosedError)
    expect(error).toMatchObject({ code: 'MODAL_CLOSED', shortMessage: 'Modal closed' })
    expect(getStore(latch).getState()).toMatchObject({ open: false, connecting: undefined })
  })

  it('a late approval from the wallet does not connect behind the person’s back', async () => {
    const { latch, wallet, attempt } = startAttempt()
    const before = connectionOf(latch)
    close(latch)
    wallet.approve()
    expect(await attempt).toBeInstanceOf(ModalClosedError)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(connectionOf(latch)).toEqual(before)
    expect(getStore(latch).getState()).toMatchObject({
      open: false,
      accounts: {},
      connections: {},
      activeConnectorIds: {},
      recentWallets: [],
    })
  })

  it('an approval before the close still connects, and the next close ends nothing', async () => {
    const { latch, wallet, attempt } = startAttempt()
    wallet.approve()
    expect(await attempt).toBeUndefined()
    expect(getStore(latch).getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: ADDRESS,
    })
    open(latch)
    expect(close(latch)).toBe(true)
    expect(getStore(latch).getState().accounts.eip155?.status).toBe('connected')
  })
})
