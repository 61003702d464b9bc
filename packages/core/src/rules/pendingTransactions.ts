import { PENDING_TRANSACTIONS_LIMIT } from '../constants'
import type { PendingTransaction } from '../store/state'
import type { Transaction } from '../types/activity'

/**
 * Puts a transaction the modal just sent in front of the pending ones: the same hash is never kept
 * twice, and at most 99 are kept (spec §9), the oldest dropped first.
 *
 * @example activity.pending = addPendingTransaction(activity.pending, sent)
 */
export function addPendingTransaction(
  pending: readonly PendingTransaction[],
  transaction: PendingTransaction,
): PendingTransaction[] {
  const others = pending.filter((entry) => entry.metadata.hash !== transaction.metadata.hash)
  return [transaction, ...others].slice(0, PENDING_TRANSACTIONS_LIMIT)
}

/**
 * Marks a pending transaction mined: 'confirmed' or 'failed'. Unknown hashes change nothing.
 *
 * @example activity.pending = settlePendingTransaction(activity.pending, hash, 'confirmed')
 */
export function settlePendingTransaction(
  pending: readonly PendingTransaction[],
  hash: string,
  status: 'confirmed' | 'failed',
): PendingTransaction[] {
  return pending.map((entry) =>
    entry.metadata.hash === hash ? { ...entry, metadata: { ...entry.metadata, status } } : entry,
  )
}

/**
 * What Activity lists: the pending transactions in front of the fetched ones, except those the
 * history service already answers (the indexed transaction replaces its pending entry), so the
 * same hash never shows twice.
 *
 * @example mergePendingTransactions(activity.pending, activity.transactions)
 */
export function mergePendingTransactions(
  pending: readonly PendingTransaction[],
  transactions: readonly Transaction[],
): Transaction[] {
  const indexed = new Set(transactions.map((transaction) => transaction.metadata.hash?.toLowerCase()))
  const waiting = pending.filter((entry) => !indexed.has(entry.metadata.hash.toLowerCase()))
  return [...waiting, ...transactions]
}
