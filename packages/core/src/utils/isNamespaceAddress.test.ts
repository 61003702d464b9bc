import { describe, expect, it } from 'vitest'
import { isNamespaceAddress } from './isNamespaceAddress'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const BITCOIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const POLKADOT = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

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

  it('Bitcoin address: segwit of a known network, or legacy base58', () => {
    expect(isNamespaceAddress('bip122', BITCOIN)).toBe(true)
    expect(isNamespaceAddress('bip122', POLKADOT)).toBe(false)
  })

  it('Polkadot address: SS58', () => {
    expect(isNamespaceAddress('polkadot', POLKADOT)).toBe(true)
    expect(isNamespaceAddress('polkadot', SOLANA)).toBe(false)
  })

  it('namespaces without an address rule answer false', () => {
    expect(isNamespaceAddress('cosmos', 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu')).toBe(false)
  })
})
