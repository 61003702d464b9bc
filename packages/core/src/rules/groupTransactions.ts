import type { Transaction } from '../types/activity'

/** The transactions of one month, as the Activity tab lists them under a title. */
export interface TransactionGroup {
  year: number
  /** 0 for January, as Date counts. */
  month: number
  /** 'November' in the current year, 'November 2025' in another. */
  title: string
  /** Newest first. */
  transactions: Transaction[]
}

// en-US like formatFiat: the one place month names take their look until a languages issue
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long' })

/**
 * Groups transactions by year then month in the local time zone, newest first (spec §3); the month
 * title carries the year only when it is not the year of `nowMs`. A transaction whose `minedAt` is
 * not a date cannot be placed and is left out.
 *
 * @example
 * groupTransactions(transactions, Date.now()).map((group) => group.title) // ['November', 'October', 'December 2025']
 */
export function groupTransactions(transactions: readonly Transaction[], nowMs: number): TransactionGroup[] {
  const currentYear = new Date(nowMs).getFullYear()
  const dated = transactions
    .map((transaction) => ({ transaction, time: Date.parse(transaction.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time)
  const groups: TransactionGroup[] = []
  for (const { transaction, time } of dated) {
    const date = new Date(time)
    const year = date.getFullYear()
    const month = date.getMonth()
    const last = groups.at(-1)
    if (last?.year === year && last.month === month) {
      last.transactions.push(transaction)
      continue
    }
    const name = monthName.format(date)
    groups.push({
      year,
      month,
      title: year === currentYear ? name : `${name} ${year}`,
      transactions: [transaction],
    })
  }
  return groups
}
