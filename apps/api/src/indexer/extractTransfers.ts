import type { Hex, RpcLog, RpcTransaction, RpcTransactionReceipt } from 'viem'
import { extractUserOperationValues } from './extractUserOperationValues'
import type { BlockHeader, IndexedTransfer } from './types'

/** `keccak256('Transfer(address,address,uint256)')`: the event of ERC-20 and ERC-721 alike. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A transaction as `eth_getBlockByNumber(…, true)` sends it (only what the indexer reads). */
export type RawTransaction = Pick<
  RpcTransaction,
  'hash' | 'from' | 'to' | 'value' | 'transactionIndex' | 'input'
>

/** A receipt as `eth_getBlockReceipts` sends it (only what the indexer reads). */
export type RawReceipt = Pick<
  RpcTransactionReceipt,
  'transactionHash' | 'status' | 'contractAddress' | 'blockHash'
> & {
  logs: readonly Pick<RpcLog, 'address' | 'topics' | 'data' | 'logIndex'>[]
}

/** The address in the low 20 bytes of a 32-byte topic, lower-case. */
function topicAddress(topic: Hex): Hex {
  return `0x${topic.slice(-40).toLowerCase()}`
}

/** A hex quantity or 32-byte word as a decimal string. */
function toDecimal(value: Hex): string {
  return value === '0x' ? '0' : BigInt(value).toString()
}

/**
 * Classifies a `Transfer` log: ERC-20 has two indexed addresses and the amount in 32 data bytes;
 * ERC-721 indexes the token id too and has no data. Anything else (e.g. a non-standard event with the
 * same signature) is ignored.
 */
function fromLog(
  log: RawReceipt['logs'][number],
): Pick<IndexedTransfer, 'standard' | 'fromAddress' | 'toAddress' | 'amount' | 'tokenId'> | undefined {
  const [topic, from, to, id] = log.topics
  if (topic !== TRANSFER_TOPIC || !from || !to) return undefined
  if (log.topics.length === 3 && log.data.length === 66) {
    return {
      standard: 'erc20',
      fromAddress: topicAddress(from),
      toAddress: topicAddress(to),
      amount: toDecimal(log.data),
      tokenId: null,
    }
  }
  if (log.topics.length === 4 && id && log.data === '0x') {
    return {
      standard: 'erc721',
      fromAddress: topicAddress(from),
      toAddress: topicAddress(to),
      amount: '1',
      tokenId: toDecimal(id),
    }
  }
  return undefined
}

const lower = (address: string): Hex => address.toLowerCase() as Hex

/**
 * The transfers of one block, from the node's own JSON (no formatting: the indexer reads every log of a
 * busy chain): each transaction with value > 0 (its status from the receipt; `log_index` -1), the native
 * value a bundle's user operations sent from their smart accounts (`log_index` -2 and below, in call
 * order; each its operation's status), and each ERC-20 / ERC-721 `Transfer` log of a successful
 * transaction. Addresses lower-case.
 *
 * @example
 * const rows = extractTransfers({ chainId: 31337, header, transactions: block.transactions, receipts })
 */
export function extractTransfers(params: {
  chainId: number
  header: BlockHeader
  transactions: readonly RawTransaction[]
  receipts: readonly RawReceipt[]
}): IndexedTransfer[] {
  const { chainId, header } = params
  const receipts = new Map(params.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const rows: IndexedTransfer[] = []
  for (const tx of params.transactions) {
    const receipt = receipts.get(tx.hash)
    if (!receipt) throw new Error(`no receipt for ${tx.hash} in block ${header.number}`)
    const txTo = tx.to ? lower(tx.to) : receipt.contractAddress ? lower(receipt.contractAddress) : null
    const success = receipt.status === '0x1'
    const common = {
      chainId,
      blockNumber: header.number,
      txHash: lower(tx.hash),
      txIndex: tx.transactionIndex === null ? 0 : Number(tx.transactionIndex),
      txFrom: lower(tx.from),
      txTo,
    }
    if (BigInt(tx.value) > 0n && txTo) {
      rows.push({
        ...common,
        logIndex: -1,
        status: success ? 'confirmed' : 'failed',
        standard: 'native',
        token: null,
        fromAddress: common.txFrom,
        toAddress: txTo,
        amount: toDecimal(tx.value),
        tokenId: null,
      })
    }
    if (!success) continue
    const operationValues = extractUserOperationValues(tx, receipt)
    operationValues.forEach((value, index) => {
      rows.push({
        ...common,
        // below the transaction's own -1 and counting up to it, so ordering by log index keeps call order
        logIndex: -1 - operationValues.length + index,
        status: value.success ? 'confirmed' : 'failed',
        standard: 'native',
        token: null,
        fromAddress: value.sender,
        toAddress: value.to,
        amount: value.amount.toString(),
        tokenId: null,
      })
    })
    for (const log of receipt.logs) {
      const transfer = fromLog(log)
      if (!transfer || log.logIndex === null) continue
      rows.push({
        ...common,
        ...transfer,
        logIndex: Number(log.logIndex),
        status: 'confirmed',
        token: lower(log.address),
      })
    }
  }
  return rows
}
