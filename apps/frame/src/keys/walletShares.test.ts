import { describe, expect, it } from 'vitest'
import { combineWalletShares, createWalletShares, WalletSharesMismatchError } from './walletShares'

describe('the wallet key, split 2-of-3', () => {
  it('any two shares rebuild the key of the address, in any order', async () => {
    const shares = await createWalletShares()
    const pairs: [string, string][] = [
      [shares.device, shares.auth],
      [shares.auth, shares.device],
      [shares.device, shares.recovery],
      [shares.auth, shares.recovery],
    ]
    const keys = await Promise.all(pairs.map((pair) => combineWalletShares(shares.address, pair)))
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('one share alone is no key: the shares differ from each other and from the key', async () => {
    const shares = await createWalletShares()
    const key = await combineWalletShares(shares.address, [shares.device, shares.auth])
    const keyBase64 = btoa(String.fromCharCode(...Buffer.from(key.slice(2), 'hex')))
    expect(new Set([shares.device, shares.auth, shares.recovery, keyBase64]).size).toBe(4)
  })

  it('a share of another wallet, or a corrupted one, does not sign as a stranger: WalletSharesMismatchError', async () => {
    const mine = await createWalletShares()
    const theirs = await createWalletShares()
    await expect(combineWalletShares(mine.address, [mine.device, theirs.auth])).rejects.toBeInstanceOf(
      WalletSharesMismatchError,
    )
    const corrupted = btoa('x'.repeat(33))
    await expect(combineWalletShares(mine.address, [mine.device, corrupted])).rejects.toBeInstanceOf(
      WalletSharesMismatchError,
    )
    await expect(combineWalletShares(mine.address, [mine.device, mine.device])).rejects.toBeInstanceOf(
      WalletSharesMismatchError,
    )
  })
})
