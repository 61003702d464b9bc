import { zeroAddress } from 'viem'
import type { AccountTransaction, TransactionTransfer } from './types'

/**
 * What a transaction did for the account, from its transfers: `mint` (only received from the zero
 * address), `burn` (only sent to it), `send`, `receive`, or `trade` (both ways).
 *
 * @example
 * toOperationType([{ direction: 'in', sender: zeroAddress, recipient: me }]) // 'mint'
 */
export function toOperationType(
  transfers: readonly Pick<TransactionTransfer, 'direction' | 'sender' | 'recipient'>[],
): AccountTransaction['metadata']['operationType'] {
  const ins = transfers.filter((transfer) => transfer.direction === 'in')
  const outs = transfers.filter((transfer) => transfer.direction !== 'in')
  if (ins.length > 0 && outs.length === 0) {
    return ins.every((transfer) => transfer.sender === zeroAddress) ? 'mint' : 'receive'
  }
  if (outs.length > 0 && ins.length === 0) {
    return outs.every((transfer) => transfer.recipient === zeroAddress) ? 'burn' : 'send'
  }
  return 'trade'
}
