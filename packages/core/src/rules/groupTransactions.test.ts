import { describe, expect, it } from 'vitest'
import { transaction } from '../test-support/transactions'
import { groupTransactions } from './groupTransactions'

// Mid-month noons, so every date falls in the same month in any time zone.
const at = (year: number, month: number, day: number) => new Date(year, month, day, 12).toISOString()
const NOW = new Date(2026, 10, 21, 12).getTime()

describe('groupTransactions', () => {
  it('Transactions are grouped by year then month, newest first', () => {
    const nov1 = transaction('0x1', { minedAt: at(2026, 10, 10) })
    const nov2 = transaction('0x2', { minedAt: at(2026, 10, 15) })
    const oct = transaction('0x3', { minedAt: at(2026, 9, 12) })
    const lastNov = transaction('0x4', { minedAt: at(2025, 10, 12) })
    const groups = groupTransactions([oct, nov1, lastNov, nov2], NOW)
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.metadata.hash)])).toEqual([
      [2026, 10, ['0x2', '0x1']],
      [2026, 9, ['0x3']],
      [2025, 10, ['0x4']],
    ])
  })

  it("the month title carries the year only when it is not the current year: 'November', 'November 2025'", () => {
    const groups = groupTransactions(
      [transaction('0x1', { minedAt: at(2026, 10, 10) }), transaction('0x2', { minedAt: at(2025, 10, 10) })],
      NOW,
    )
    expect(groups.map((g) => g.title)).toEqual(['November', 'November 2025'])
  })

  it('a transaction whose minedAt is not a date is left out; no transactions, no groups', () => {
    expect(groupTransactions([transaction('0x1', { minedAt: 'yesterday' })], NOW)).toEqual([])
    expect(groupTransactions([], NOW)).toEqual([])
  })
})
