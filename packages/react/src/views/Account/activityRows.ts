import type { TransactionGroup } from '@latch/core/internal'
import type { Transaction } from '@latch/core/services'

/** One row of the windowed Activity list: a month's title or a transaction under it. */
export type ActivityListRow =
  | { type: 'title'; key: string; title: string }
  | { type: 'transaction'; key: string; transaction: Transaction }

/**
 * Core's month groups as the flat, fixed-pitch rows the windowed list places by index.
 *
 * @example activityRows(groups).map((row) => row.type) // ['title', 'transaction', 'transaction', 'title', …]
 */
export function activityRows(groups: readonly TransactionGroup[]): ActivityListRow[] {
  return groups.flatMap((group) => [
    { type: 'title' as const, key: `${group.year}-${group.month}`, title: group.title },
    ...group.transactions.map((transaction) => ({
      type: 'transaction' as const,
      key: transaction.id,
      transaction,
    })),
  ])
}
