import type { Transaction } from '../types/activity'

/** A transaction whose transfers are all NFTs flagged as spam (an airdrop nobody asked for). */
function isSpam(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
}

/**
 * The transactions the Activity tab shows (spec §5): only those on the connected chain, and none
 * whose transfers are all spam NFTs.
 *
 * @example filterTransactions(activity.transactions, 'eip155:31337')
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  caipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === caipNetworkId && !isSpam(transaction),
  )
}
