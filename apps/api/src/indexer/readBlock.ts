import { MethodNotFoundRpcError, type PublicClient, type TransactionReceipt } from 'viem'
import { extractTransfers } from './extractTransfers'
import type { BlockHeader, NewTransfer } from './types'

export interface ReadBlockReturnType {
  header: BlockHeader
  transfers: NewTransfer[]
}

/** The block's receipts in one call, or one call per transaction where `eth_getBlockReceipts` is missing. */
async function readReceipts(
  client: PublicClient,
  blockHash: `0x${string}`,
  hashes: readonly `0x${string}`[],
): Promise<TransactionReceipt[]> {
  try {
    return await client.getBlockReceipts({ blockHash })
  } catch (error) {
    if (!(error instanceof MethodNotFoundRpcError)) throw error
    return Promise.all(hashes.map((hash) => client.getTransactionReceipt({ hash })))
  }
}

/**
 * Reads block `number` with its transactions (and, when it has any, their receipts) and returns its
 * header and transfers. Receipts are asked for by block hash, so both reads describe the same block even
 * if the chain reorganises in between.
 *
 * @example
 * const { header, transfers } = await readBlock(client, 31337, 12)
 */
export async function readBlock(
  client: PublicClient,
  chainId: number,
  number: number,
): Promise<ReadBlockReturnType> {
  const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })
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
