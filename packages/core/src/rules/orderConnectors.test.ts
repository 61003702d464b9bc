import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorType } from '../types/connector'
import { CONNECTOR_TYPE_ORDER, orderConnectorsByType } from './orderConnectors'

function connector(id: string, type: ConnectorType, extra: Partial<Connector> = {}): Connector {
  return { id, name: id, type, chain: 'eip155', ...extra }
}

const wc = connector('walletConnect', 'WALLET_CONNECT')
const metaMask = connector('io.metamask', 'ANNOUNCED')
const rabby = connector('io.rabby', 'INJECTED')
const coinbase = connector('coinbase', 'EXTERNAL')
const featured = connector('featured-wallet', 'EXTERNAL')
const custom = connector('custom-wallet', 'EXTERNAL')
const recommended = connector('recommended-wallet', 'EXTERNAL')
const auth = connector('auth', 'AUTH')

const ids = (list: { connector: Connector }[]) => list.map(({ connector: c }) => c.id)

describe('orderConnectorsByType', () => {
  it('connector type order defaults to walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_TYPE_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    const result = orderConnectorsByType([recommended, coinbase, custom, featured, metaMask, rabby, wc], {
      recentIds: ['io.rabby'],
      featuredIds: ['featured-wallet'],
      customIds: ['custom-wallet'],
      recommendedIds: ['recommended-wallet'],
    })
    expect(result.map(({ group, connector: c }) => [group, c.id])).toEqual([
      ['walletConnect', 'walletConnect'],
      ['recent', 'io.rabby'],
      ['injected', 'io.metamask'],
      ['featured', 'featured-wallet'],
      ['custom', 'custom-wallet'],
      ['external', 'coinbase'],
      ['recommended', 'recommended-wallet'],
    ])
  })

  it('a recent id wins over the connector type', () => {
    const result = orderConnectorsByType([metaMask, coinbase], { recentIds: ['coinbase'] })
    expect(result).toEqual([
      { group: 'recent', connector: coinbase },
      { group: 'injected', connector: metaMask },
    ])
  })

  it('the recent group follows the order of recentIds', () => {
    const result = orderConnectorsByType([metaMask, rabby, coinbase], {
      recentIds: ['coinbase', 'io.metamask'],
    })
    expect(ids(result)).toEqual(['coinbase', 'io.metamask', 'io.rabby'])
  })

  it('keeps the input order within a group', () => {
    expect(ids(orderConnectorsByType([rabby, metaMask], {}))).toEqual(['io.rabby', 'io.metamask'])
  })

  it('auth connectors are not listed (they show as email and social methods)', () => {
    expect(orderConnectorsByType([auth, metaMask], {})).toEqual([{ group: 'injected', connector: metaMask }])
  })

  it('a multi-chain entry takes the group of its first child', () => {
    const multi = connector('phantom', 'MULTI_CHAIN', {
      connectors: [
        connector('phantom-evm', 'ANNOUNCED'),
        connector('phantom-sol', 'EXTERNAL', { chain: 'solana' }),
      ],
    })
    expect(orderConnectorsByType([coinbase, multi], {})).toEqual([
      { group: 'injected', connector: multi },
      { group: 'external', connector: coinbase },
    ])
  })

  it('a multi-chain entry is recent by its own id or its first child id', () => {
    const multi = connector('phantom', 'MULTI_CHAIN', { connectors: [connector('phantom-evm', 'ANNOUNCED')] })
    expect(orderConnectorsByType([multi], { recentIds: ['phantom'] })[0]?.group).toBe('recent')
    expect(orderConnectorsByType([multi], { recentIds: ['phantom-evm'] })[0]?.group).toBe('recent')
  })

  it('a multi-chain connector counts as recent when any of its children is recent', () => {
    const phantom = connector('phantom', 'MULTI_CHAIN', {
      connectors: [
        connector('phantom-evm', 'ANNOUNCED'),
        connector('phantom-sol', 'ANNOUNCED', { chain: 'solana' }),
      ],
    })
    const result = orderConnectorsByType([metaMask, phantom, coinbase], {
      recentIds: ['coinbase', 'phantom-sol'],
    })
    // grouping and ranking agree: recent by its second child, ranked where that child is in recentIds
    expect(result.map(({ group, connector: c }) => [group, c.id])).toEqual([
      ['recent', 'coinbase'],
      ['recent', 'phantom'],
      ['injected', 'io.metamask'],
    ])
  })

  it('a multi-chain entry of external children can be featured by its child id', () => {
    const multi = connector('ext', 'MULTI_CHAIN', { connectors: [connector('ext-evm', 'EXTERNAL')] })
    expect(orderConnectorsByType([multi], { featuredIds: ['ext-evm'] })[0]?.group).toBe('featured')
  })

  it('an empty multi-chain entry is not listed', () => {
    expect(orderConnectorsByType([connector('empty', 'MULTI_CHAIN')], {})).toEqual([])
  })

  it('an installed wallet stays injected even when it is also featured', () => {
    expect(orderConnectorsByType([metaMask], { featuredIds: ['io.metamask'] })[0]?.group).toBe('injected')
  })

  it('a host-configured order wins; groups it leaves out follow in the default order', () => {
    const result = orderConnectorsByType([wc, metaMask, coinbase], { order: ['external', 'injected'] })
    expect(result.map(({ group }) => group)).toEqual(['external', 'injected', 'walletConnect'])
  })
})
