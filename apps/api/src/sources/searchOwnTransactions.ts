import type { Hex, PublicClient } from 'viem'
import type { RawReceipt, RawTransaction } from '../indexer/extractTransfers'

/** A transaction of the address as the Otterscan search answers it, with its receipt and block time. */
export interface OwnTransaction {
  tx: RawTransaction & { blockNumber: Hex }
  receipt: RawReceipt & { timestamp?: Hex }
}

interface SearchPage {
  txs: (RawTransaction & { blockNumber: Hex })[]
  receipts: (RawReceipt & { timestamp?: Hex })[]
  lastPage: boolean
}

/** Where a transaction sits: block, then index in the block. */
export type Position = readonly [block: number, tx: number]

/**
 * The address's own transactions (sent, or received as `to`) strictly before `before` (block and index;
 * none: the newest), newest first, at least `count` unless the chain has fewer, through the node's
 * Otterscan search (`ots_searchTransactionsBefore`, served by Erigon and anvil). Its pages end on whole
 * blocks, so the next page starts before the oldest block read. `done`: nothing older remains.
 *
 * @example
 * const { found, done } = await searchOwnTransactions(client, { address, count: 21 })
 */
export async function searchOwnTransactions(
  client: PublicClient,
  params: { address: Hex; before?: Position; count: number },
): Promise<{ found: OwnTransaction[]; done: boolean }> {
  const found: OwnTransaction[] = []
  // The search takes the block to read before (0: from the head).
  let searchBefore = params.before ? params.before[0] + 1 : 0
  for (;;) {
    const page = (await client.request({
      method: 'ots_searchTransactionsBefore',
      params: [params.address, searchBefore, Math.max(params.count, 10)],
    } as never)) as SearchPage
    const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash, receipt]))
    let oldest = Number.POSITIVE_INFINITY
    for (const tx of page.txs) {
      const block = Number(tx.blockNumber)
      const index = Number(tx.transactionIndex)
      oldest = Math.min(oldest, block)
      const before = params.before
      if (before && (block > before[0] || (block === before[0] && index >= before[1]))) continue
      const receipt = receipts.get(tx.hash)
      if (receipt) found.push({ tx, receipt })
    }
    if (page.lastPage || page.txs.length === 0 || oldest <= 0) return { found, done: true }
    if (found.length >= params.count) return { found, done: false }
    searchBefore = oldest
  }
}
