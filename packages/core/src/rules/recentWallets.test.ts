import { describe, expect, it } from 'vitest'
import { addRecentWallet, MAX_RECENT_WALLETS } from './recentWallets'

const a = { id: 'a', name: 'A' }
const b = { id: 'b', name: 'B' }
const c = { id: 'c', name: 'C' }

describe('addRecentWallet', () => {
  it('recent wallets: a list, maximum 2', () => {
    expect(MAX_RECENT_WALLETS).toBe(2)
    expect(addRecentWallet([b, a], c)).toEqual([c, b])
  })

  it('puts the newest first', () => {
    expect(addRecentWallet([], a)).toEqual([a])
    expect(addRecentWallet([a], b)).toEqual([b, a])
  })

  it('deduplicates by id, moving a known wallet to the front with its new details', () => {
    const renamed = { id: 'a', name: 'A v2', imageUrl: 'a.svg' }
    expect(addRecentWallet([b, a], renamed)).toEqual([renamed, b])
  })

  it('drops duplicates already in a stored list', () => {
    expect(addRecentWallet([b, b], a)).toEqual([a, b])
  })

  it('does not mutate its input', () => {
    const list = [a]
    addRecentWallet(list, b)
    expect(list).toEqual([a])
  })
})
