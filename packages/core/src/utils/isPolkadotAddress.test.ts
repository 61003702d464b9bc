import { describe, expect, it } from 'vitest'
import { isPolkadotAddress } from './isPolkadotAddress'

describe('isPolkadotAddress', () => {
  it('takes SS58 addresses of any network prefix', () => {
    // Alice on the generic substrate prefix (42), Polkadot (0) and Kusama (2)
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
    expect(isPolkadotAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(isPolkadotAddress('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')).toBe(true)
  })

  it('refuses Solana and EVM addresses and characters outside base58', () => {
    expect(isPolkadotAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(false)
    expect(isPolkadotAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKut0Y')).toBe(false)
  })
})
