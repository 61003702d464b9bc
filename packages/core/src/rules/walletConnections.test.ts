import { describe, expect, it } from 'vitest'
import type { Connection } from '../types/connector'
import {
  addConnection,
  connectionsToPromote,
  isLiveConnection,
  markConnectionDisconnected,
  markConnectionInUse,
  removeConnection,
  setConnectionAccounts,
} from './walletConnections'

const browser: Connection = {
  connectorId: 'io.metamask',
  accounts: [{ address: '0x1' }],
  status: 'connected',
}
const walletConnect: Connection = {
  connectorId: 'walletConnect',
  accounts: [{ address: '0x2' }],
  status: 'active',
}
const embedded: Connection = { connectorId: 'AUTH', accounts: [{ address: '0x3' }] }

const statuses = (list: Connection[]) => list.map((c) => `${c.connectorId}:${c.status}`)

describe('walletConnections (spec §4: connected is the one in use, active one held beside it, disconnected one dropped)', () => {
  it('a connection added is the one in use; the earlier ones stay, active, in their order', () => {
    expect(statuses(addConnection([browser, walletConnect], embedded))).toEqual([
      'io.metamask:active',
      'walletConnect:active',
      'AUTH:connected',
    ])
  })

  it('a connector connected again is renewed in its place, not listed twice', () => {
    const renewed = { connectorId: 'io.metamask', accounts: [{ address: '0x9' }] }
    const list = addConnection([browser, walletConnect], renewed)
    expect(list).toEqual([
      { connectorId: 'io.metamask', accounts: [{ address: '0x9' }], status: 'connected' },
      { ...walletConnect, status: 'active' },
    ])
  })

  it('marking another one in use makes the former one active and leaves a dropped one disconnected', () => {
    const dropped = { ...embedded, status: 'disconnected' as const }
    expect(statuses(markConnectionInUse([browser, walletConnect, dropped], 'walletConnect'))).toEqual([
      'io.metamask:active',
      'walletConnect:connected',
      'AUTH:disconnected',
    ])
  })

  it('a dropped connection stays listed as disconnected and is no longer live', () => {
    const list = markConnectionDisconnected([browser, walletConnect], 'walletConnect')
    expect(statuses(list)).toEqual(['io.metamask:connected', 'walletConnect:disconnected'])
    expect(list.map(isLiveConnection)).toEqual([true, false])
  })

  it('the accounts a wallet grants now replace its connection’s accounts', () => {
    expect(setConnectionAccounts([browser, walletConnect], 'walletConnect', ['0x7', '0x8'])[1]).toEqual({
      ...walletConnect,
      accounts: [{ address: '0x7' }, { address: '0x8' }],
    })
  })

  it('removing one keeps the others as they were', () => {
    expect(removeConnection([browser, walletConnect, embedded], 'walletConnect')).toEqual([browser, embedded])
  })

  it('the ones to take over are the live ones other than the leaving one, in order', () => {
    const dropped = { ...walletConnect, status: 'disconnected' as const }
    expect(connectionsToPromote([browser, dropped, embedded], 'io.metamask')).toEqual([embedded])
  })

  it('never changes the list it is given', () => {
    const list = [browser, walletConnect]
    const copy = structuredClone(list)
    addConnection(list, embedded)
    markConnectionInUse(list, 'walletConnect')
    markConnectionDisconnected(list, 'io.metamask')
    setConnectionAccounts(list, 'io.metamask', ['0x5'])
    removeConnection(list, 'io.metamask')
    expect(list).toEqual(copy)
  })
})
