import { keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_ADDRESSES } from '../accounts'
import { DEVNET_FARCASTER_USERS } from './farcasterUsers'

describe('DEVNET_FARCASTER_USERS', () => {
  it('derives each custody key from the username as documented, and the custody address from the key', () => {
    for (const user of DEVNET_FARCASTER_USERS) {
      expect(user.custodyKey).toBe(
        keccak256(stringToBytes(`latch devnet farcaster custody ${user.username}`)),
      )
      expect(privateKeyToAccount(user.custodyKey).address).toBe(user.custody)
    }
  })

  it('gives distinct fids and custody addresses, none of them a devnet account', () => {
    const fids = DEVNET_FARCASTER_USERS.map((user) => user.fid)
    const custodies = DEVNET_FARCASTER_USERS.map((user) => user.custody)
    expect(new Set(fids).size).toBe(fids.length)
    expect(new Set(custodies).size).toBe(custodies.length)
    for (const custody of custodies) expect(DEVNET_ADDRESSES).not.toContain(custody)
  })

  it("keeps to Farcaster's username rules", () => {
    for (const user of DEVNET_FARCASTER_USERS) expect(user.username).toMatch(/^[a-z0-9][a-z0-9-]{0,15}$/)
  })
})
