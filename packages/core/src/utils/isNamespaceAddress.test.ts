import { describe, expect, it } from 'vitest'
import { isNamespaceAddress } from './isNamespaceAddress'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

describe('isNamespaceAddress', () => {
  it('EVM address: optional 0x plus 40 hex characters', () => {
    expect(isNamespaceAddress('eip155', EVM)).toBe(true)
    expect(isNamespaceAddress('eip155', EVM.slice(2))).toBe(true)
    expect(isNamespaceAddress('eip155', SOLANA)).toBe(false)
  })

  it('Solana address: 32 to 44 base58 characters', () => {
    expect(isNamespaceAddress('solana', SOLANA)).toBe(true)
    expect(isNamespaceAddress('solana', EVM)).toBe(false)
  })

  it('namespaces without an address rule answer false', () => {
    expect(isNamespaceAddress('polkadot', EVM)).toBe(false)
  })
})
