import { describe, expect, it } from 'vitest'
import { LatchError } from '../errors/LatchError'
import { UnknownNamespaceError } from '../errors/state'
import type { ChainNamespace } from '../types/network'
import { getActiveConnectorId, setActiveConnectorId } from './activeConnector'

describe('active connector per namespace', () => {
  it.each(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const)(
    'one active connector id is kept per namespace: %s',
    (namespace) => {
      const map = setActiveConnectorId({ eip155: 'io.metamask' }, namespace, 'wallet-x')
      expect(getActiveConnectorId(map, namespace)).toBe('wallet-x')
    },
  )

  it('setting one namespace leaves the others alone and does not mutate the input', () => {
    const map = { eip155: 'io.metamask' }
    const next = setActiveConnectorId(map, 'solana', 'phantom')
    expect(next).toEqual({ eip155: 'io.metamask', solana: 'phantom' })
    expect(map).toEqual({ eip155: 'io.metamask' })
  })

  it('undefined removes the namespace entry', () => {
    const next = setActiveConnectorId({ eip155: 'io.metamask', solana: 'phantom' }, 'eip155', undefined)
    expect(next).toEqual({ solana: 'phantom' })
    expect(getActiveConnectorId(next, 'eip155')).toBeUndefined()
  })

  it('an unknown namespace throws UnknownNamespaceError', () => {
    const tron = 'tron' as ChainNamespace
    expect(() => setActiveConnectorId({}, tron, 'x')).toThrow(UnknownNamespaceError)
    expect(() => getActiveConnectorId({}, tron)).toThrow(LatchError)
    expect(() => getActiveConnectorId({}, tron)).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_NAMESPACE' }),
    )
  })
})
