import { describe, expect, it } from 'vitest'
import { planWagmiSync } from './planWagmiSync'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const latchOn = (address: `0x${string}`, chainId: number) => ({
  address,
  chainId,
  connectorId: 'io.metamask',
})

describe('planWagmiSync: wagmi mirrors Latch', () => {
  it('nothing on either side: nothing to do', () => {
    expect(planWagmiSync(undefined, undefined)).toEqual([])
  })

  it('a connection made in Latch is announced to wagmi', () => {
    const account = latchOn(A, 31337)
    expect(planWagmiSync(account, undefined)).toEqual([{ type: 'connect', account }])
  })

  it('a disconnect made in Latch disconnects wagmi', () => {
    expect(planWagmiSync(undefined, { accounts: [A], chainId: 31337 })).toEqual([{ type: 'disconnect' }])
  })

  it('another account in Latch changes wagmi’s accounts', () => {
    expect(planWagmiSync(latchOn(B, 31337), { accounts: [A], chainId: 31337 })).toEqual([
      { type: 'accountsChanged', address: B },
    ])
  })

  it('another chain in Latch changes wagmi’s chain', () => {
    expect(planWagmiSync(latchOn(A, 31338), { accounts: [A], chainId: 31337 })).toEqual([
      { type: 'chainChanged', chainId: 31338 },
    ])
  })

  it('the same account in another letter case is the same account', () => {
    expect(planWagmiSync(latchOn(A, 31337), { accounts: [A.toLowerCase()], chainId: 31337 })).toEqual([])
  })
})
