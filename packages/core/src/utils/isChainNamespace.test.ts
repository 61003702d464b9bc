import { describe, expect, it } from 'vitest'
import { isChainNamespace } from './isChainNamespace'

describe('isChainNamespace', () => {
  it.each(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])('knows the namespace %s', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(true)
  })

  it.each(['tron', 'EIP155', '', ' eip155', undefined, 1])('rejects %j', (value) => {
    expect(isChainNamespace(value)).toBe(false)
  })
})
