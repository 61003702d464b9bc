import { filterTransactions } from '../rules/filterTransactions'
import { groupTransactions, type TransactionGroup } from '../rules/groupTransactions'
import { mergePendingTransactions } from '../rules/pendingTransactions'
import type { LatchState } from '../store/state'

/**
 * What the Activity tab shows: the pending transactions merged in front of the fetched ones, only
 * the connected chain's, spam hidden, grouped by year then month, newest first.
 *
 * @example getActivityGroups(getStore(latch).getState(), Date.now())[0]?.title // 'November'
 */
export function getActivityGroups(state: LatchState, nowMs: number): TransactionGroup[] {
  const { pending, transactions } = state.activity
  const merged = mergePendingTransactions(pending, transactions)
  return groupTransactions(filterTransactions(merged, state.activeCaipNetworkId), nowMs)
}
