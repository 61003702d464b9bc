import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { listingAdapter } from '../test-support/connectTestLatch'
import { devnetA } from '../test-support/networks'
import { getWalletConnections } from './getWalletConnections'

function latchWithTwo(multiWallet: boolean) {
  const latch = createLatch({
    networks: [devnetA],
    adapters: [listingAdapter()],
    storage: null,
    features: { multiWallet },
  })
  getStore(latch).setState({
    connectors: {
      eip155: [
        {
          id: 'io.metamask',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          chain: 'eip155',
          imageUrl: 'data:image/png;base64,AA',
        },
        { id: 'AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' },
      ],
    },
    activeConnectorIds: { eip155: 'AUTH' },
    accounts: {
      eip155: {
        status: 'connected',
        address: '0x3',
        caipNetworkId: 'eip155:31337',
        caipAddress: 'eip155:31337:0x3',
      },
    },
    connections: {
      eip155: [
        { connectorId: 'io.metamask', accounts: [{ address: '0x1' }], status: 'active' },
        { connectorId: 'gone.wallet', accounts: [{ address: '0x2' }], status: 'disconnected' },
        {
          connectorId: 'AUTH',
          accounts: [{ address: '0x3' }],
          auth: { name: 'ada@example.com' },
          status: 'connected',
        },
      ],
    },
  })
  return latch
}

describe('getWalletConnections', () => {
  it('multiWallet on: every connection, with its connector’s name and icon, address and status', () => {
    const latch = latchWithTwo(true)
    expect(getWalletConnections(latch, getStore(latch).getState())).toEqual([
      {
        namespace: 'eip155',
        connectorId: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        imageUrl: 'data:image/png;base64,AA',
        address: '0x1',
        authName: undefined,
        status: 'active',
      },
      {
        namespace: 'eip155',
        connectorId: 'gone.wallet',
        name: 'gone.wallet',
        type: undefined,
        imageUrl: undefined,
        address: '0x2',
        authName: undefined,
        status: 'disconnected',
      },
      {
        namespace: 'eip155',
        connectorId: 'AUTH',
        name: 'Email',
        type: 'AUTH',
        imageUrl: undefined,
        address: '0x3',
        authName: 'ada@example.com',
        status: 'connected',
      },
    ])
  })

  it('multiWallet off: only the active connector’s connections show (spec §6)', () => {
    const latch = latchWithTwo(false)
    expect(getWalletConnections(latch, getStore(latch).getState()).map((c) => c.connectorId)).toEqual([
      'AUTH',
    ])
  })

  it('a connection without a stored status gets the spec §4 one: connected for the active connector', () => {
    const latch = latchWithTwo(false)
    getStore(latch).setState({
      connections: { eip155: [{ connectorId: 'AUTH', accounts: [{ address: '0x3' }] }] },
    })
    expect(getWalletConnections(latch, getStore(latch).getState())[0]?.status).toBe('connected')
  })

  it('answers the same array until its inputs change, so a view can select it', () => {
    const latch = latchWithTwo(true)
    const first = getWalletConnections(latch, getStore(latch).getState())
    getStore(latch).setState({ open: true })
    expect(getWalletConnections(latch, getStore(latch).getState())).toBe(first)
    getStore(latch).setState((s) => ({
      connections: { ...s.connections, eip155: s.connections.eip155?.slice(1) },
    }))
    expect(getWalletConnections(latch, getStore(latch).getState())).not.toBe(first)
  })

  it('none while disconnected', () => {
    const latch = createLatch({ networks: [devnetA], adapters: [listingAdapter()], storage: null })
    expect(getWalletConnections(latch, getStore(latch).getState())).toEqual([])
  })
})
