import { ApiError } from '../http/errors'
import type { BitcoinNode } from '../http/types'
import { requestBitcoinNode } from './requestBitcoinNode'

/** A transaction's state, as `GET /v1/bitcoin/{chainId}/transactions/{txid}` answers it. */
export type BitcoinTransactionStatus =
  | { txid: string; status: 'pending' }
  | { txid: string; status: 'confirmed'; blockHeight: number; blockHash: string; confirmations: number }

/**
 * Whether the node holds `txid` in its mempool (pending) or in a block (confirmed, with the block's height
 * and hash); 404 NOT_FOUND when it knows neither.
 *
 * @example
 * await readBitcoinTransactionStatus(node, txid) // { txid, status: 'confirmed', blockHeight: 437, … }
 */
export async function readBitcoinTransactionStatus(
  node: BitcoinNode,
  txid: string,
): Promise<BitcoinTransactionStatus> {
  const meta = await requestBitcoinNode<{ height: number; block: string | null; confirmations: number }>(
    node,
    `/tx/${txid}`,
  )
  if (!meta) throw new ApiError('NOT_FOUND', `Transaction ${txid} is not known on ${node.caipNetworkId}.`)
  if (meta.height < 0 || !meta.block) return { txid, status: 'pending' }
  return {
    txid,
    status: 'confirmed',
    blockHeight: meta.height,
    blockHash: meta.block,
    confirmations: meta.confirmations,
  }
}
