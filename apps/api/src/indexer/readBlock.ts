import { type Hex, MethodNotFoundRpcError, numberToHex, type PublicClient } from 'viem'
import { extractTransfers, type RawReceipt, type RawTransaction } from './extractTransfers'
import type { BlockHeader, IndexedBlock } from './types'

/** A block with its transactions as `eth_getBlockByNumber(…, true)` sends it (what the indexer reads). */
interface RawBlock {
  hash: Hex | null
  parentHash: Hex
  timestamp: Hex
  transactions: RawTransaction[]
}

/** The block's receipts in one call, or one call per transaction where `eth_getBlockReceipts` is missing. */
async function readReceipts(
  client: PublicClient,
  blockHash: Hex,
  hashes: readonly Hex[],
): Promise<RawReceipt[]> {
  try {
    return (await client.request({ method: 'eth_getBlockReceipts', params: [blockHash] })) as RawReceipt[]
  } catch (error) {
    if (!(error instanceof MethodNotFoundRpcError)) throw error
    return (await Promise.all(
      hashes.map((hash) => client.request({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as RawReceipt[]
  }
}

/**
 * Reads block `number` with its transactions (and, when it has any, their receipts) and returns its
 * header and transfers. The node's JSON is read as is (viem's formatting of every transaction and log
 * cost twice the RPC round trip on a busy chain). Receipts are asked for by block hash, so both reads
 * describe the same block even if the chain reorganises in between.
 *
 * @example
 * const { header, transfers } = await readBlock(client, 31337, 12)
 */
export async function readBlock(
  client: PublicClient,
  chainId: number,
  number: number,
): Promise<IndexedBlock> {
  const block = (await client.request({
    method: 'eth_getBlockByNumber',
    params: [numberToHex(number), true],
  })) as RawBlock | null
  if (!block) throw new Error(`block ${number} is not on the chain (yet)`)
  if (!block.hash) throw new Error(`block ${number} is still pending`)
  const header: BlockHeader = {
    number,
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: Number(block.timestamp) * 1000,
  }
  if (block.transactions.length === 0) return { header, transfers: [] }
  const receipts = await readReceipts(
    client,
    block.hash,
    block.transactions.map((tx) => tx.hash),
  )
  if (receipts.some((receipt) => receipt.blockHash !== block.hash)) {
    throw new Error(`block ${number} changed while it was read (a reorg): retrying`)
  }
  return {
    header,
    transfers: extractTransfers({ chainId, header, transactions: block.transactions, receipts }),
  }
}
