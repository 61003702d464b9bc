import type { Transaction } from '../types/activity'

/**
 * The purchase a popup made: the newest on-ramp transaction that was not there when it opened.
 *
 * @example findOnrampPurchase(data, ['onramp:meld:old']) // the new purchase, or undefined
 */
export function findOnrampPurchase(
  transactions: readonly Transaction[],
  knownIds: readonly string[],
): Transaction | undefined {
  return transactions.find((transaction) => !knownIds.includes(transaction.id))
}
