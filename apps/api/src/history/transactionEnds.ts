import type { HexBytes } from '../db/schema/hexBytes'
import type { TransferRow } from './readChainTransactions'

/**
 * The sender and recipient of a row's transaction, from the row as stored: `tx_from` null means the
 * row's own sender, `tx_to` null the token contract (the recipient for a native transfer), no bytes a
 * transaction without a recipient (`to` null).
 *
 * @example
 * transactionEnds(row) // { from: '0xf39f…', to: '0x5fbd…' }
 */
export function transactionEnds(
  row: Pick<TransferRow, 'txFrom' | 'txTo' | 'fromAddress' | 'toAddress' | 'token'>,
): { from: HexBytes; to: HexBytes | null } {
  const from = row.txFrom ?? row.fromAddress
  if (row.txTo === null) return { from, to: row.token ?? row.toAddress }
  return { from, to: row.txTo === '0x' ? null : row.txTo }
}
