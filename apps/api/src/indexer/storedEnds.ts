import type { Hex } from 'viem'
import type { IndexedTransfer } from './types'

/**
 * A transfer's transaction ends as the `transfers` table stores them: `txFrom` null when it is the
 * row's sender, `txTo` null when it is the token contract (the recipient for a native transfer), no
 * bytes (`0x`) when the transaction had no recipient. `transactionEnds` reads them back.
 *
 * @example
 * storedEnds({ …transfer, txFrom: from, txTo: token }) // { txFrom: null, txTo: null }
 */
export function storedEnds(
  row: Pick<IndexedTransfer, 'txFrom' | 'txTo' | 'fromAddress' | 'toAddress' | 'token'>,
): { txFrom: Hex | null; txTo: Hex | null } {
  return {
    txFrom: row.txFrom === row.fromAddress ? null : row.txFrom,
    txTo: row.txTo === null ? '0x' : row.txTo === (row.token ?? row.toAddress) ? null : row.txTo,
  }
}
