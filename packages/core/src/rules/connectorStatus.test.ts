import { describe, expect, it } from 'vitest'
import type { Connection } from '../types/connector'
import { getConnectorStatus } from './connectorStatus'

const connections: Connection[] = [
  { connectorId: 'io.metamask', accounts: [{ address: '0x1' }] },
  { connectorId: 'io.rabby', accounts: [{ address: '0x2' }] },
  { connectorId: 'empty', accounts: [] },
]

describe('getConnectorStatus', () => {
  it('connected: the active connector with a connection', () => {
    expect(
      getConnectorStatus({ connectorId: 'io.metamask', activeConnectorId: 'io.metamask', connections }),
    ).toBe('connected')
  })

  it('active: has a connection but is not the active connector', () => {
    expect(
      getConnectorStatus({ connectorId: 'io.rabby', activeConnectorId: 'io.metamask', connections }),
    ).toBe('active')
  })

  it('otherwise disconnected', () => {
    expect(
      getConnectorStatus({ connectorId: 'phantom', activeConnectorId: 'io.metamask', connections }),
    ).toBe('disconnected')
  })

  it('the active connector without a connection is disconnected', () => {
    expect(getConnectorStatus({ connectorId: 'phantom', activeConnectorId: 'phantom', connections })).toBe(
      'disconnected',
    )
  })

  it('a connection without accounts does not count', () => {
    expect(getConnectorStatus({ connectorId: 'empty', activeConnectorId: 'empty', connections })).toBe(
      'disconnected',
    )
  })
})
