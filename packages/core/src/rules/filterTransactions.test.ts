import { describe, expect, it } from 'vitest'
import { nftTransfer, transaction } from '../test-support/transactions'
import { filterTransactions } from './filterTransactions'

describe('filterTransactions', () => {
  it('Only transactions on the connected chain show', () => {
    const here = transaction('0x1')
    const there = transaction('0x2', { chain: 'eip155:31338' })
    expect(filterTransactions([here, there], 'eip155:31337')).toEqual([here])
    expect(filterTransactions([here, there], 'eip155:31338')).toEqual([there])
  })

  it('Transactions whose transfers are all spam NFTs are hidden', () => {
    const airdrop = transaction('0x1', { transfers: [nftTransfer(true), nftTransfer(true)] })
    expect(filterTransactions([airdrop], 'eip155:31337')).toEqual([])
  })

  it('a transaction with one transfer that is not spam stays, and so does one without transfers', () => {
    const mixed = transaction('0x1', { transfers: [nftTransfer(true), nftTransfer(false)] })
    const fungible = transaction('0x2')
    const bare = transaction('0x3', { transfers: [] })
    expect(filterTransactions([mixed, fungible, bare], 'eip155:31337')).toEqual([mixed, fungible, bare])
  })
})
