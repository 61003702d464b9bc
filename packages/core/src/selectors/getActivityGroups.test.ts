import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch'
import { getStore } from '../latch'
import { devnetA } from '../test-support/networks'
import { nftTransfer, pendingTransaction, transaction } from '../test-support/transactions'
import { getActivityGroups } from './getActivityGroups'

describe('getActivityGroups', () => {
  it("the Activity tab's list: pending in front, the connected chain only, spam hidden, grouped by month", () => {
    const latch = createLatch({ networks: [devnetA], storage: null })
    const state = getStore(latch).getState()
    const activity = {
      ...state.activity,
      pending: [pendingTransaction('0xp', new Date(2026, 10, 21, 12).toISOString())],
      transactions: [
        transaction('0x1', { minedAt: new Date(2026, 10, 12, 12).toISOString() }),
        transaction('0x2', { minedAt: new Date(2026, 10, 11, 12).toISOString(), chain: 'eip155:31338' }),
        transaction('0x3', {
          minedAt: new Date(2026, 10, 10, 12).toISOString(),
          transfers: [nftTransfer(true)],
        }),
        transaction('0x4', { minedAt: new Date(2026, 9, 10, 12).toISOString() }),
      ],
    }
    const groups = getActivityGroups({ ...state, activity }, new Date(2026, 10, 21, 13).getTime())
    expect(groups.map((g) => [g.title, g.transactions.map((t) => t.metadata.hash)])).toEqual([
      ['November', ['0xp', '0x1']],
      ['October', ['0x4']],
    ])
  })
})
