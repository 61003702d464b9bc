import { getAddress, type Hex, hexToBigInt, type Log, type Transaction, type TransactionReceipt } from 'viem'
import { extractUserOperationValues } from './extractUserOperationValues'
import type { BlockHeader, NewTransfer } from './types'

/** `keccak256('Transfer(address,address,uint256)')`: the event of ERC-20 and ERC-721 alike. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** The address in the low 20 bytes of a 32-byte topic. */
function topicAddress(topic: Hex): string {
  return getAddress(`0x${topic.slice(-40)}`)
}

/**
 * Classifies a `Transfer` log: ERC-20 has two indexed addresses and the amount in 32 data bytes;
 * ERC-721 indexes the token id too and has no data. Anything else (e.g. a non-standard event with the
 * same signature) is ignored.
 */
function fromLog(
  log: Log,
): Pick<NewTransfer, 'standard' | 'fromAddress' | 'toAddress' | 'amount' | 'tokenId'> | undefined {
  const [topic, from, to, id] = log.topics
  if (topic !== TRANSFER_TOPIC || !from || !to) return undefined
  if (log.topics.length === 3 && log.data.length === 66) {
    return {
      standard: 'erc20',
      fromAddress: topicAddress(from),
      toAddress: topicAddress(to),
      amount: hexToBigInt(log.data).toString(),
      tokenId: null,
    }
  }
  if (log.topics.length === 4 && id && log.data === '0x') {
    return {
      standard: 'erc721',
      fromAddress: topicAddress(from),
      toAddress: topicAddress(to),
      amount: '1',
      tokenId: hexToBigInt(id).toString(),
    }
  }
  return undefined
}

/**
 * The transfers of one block: each transaction with value > 0 (its status from the receipt; `log_index`
 * -1), the native value a bundle's user operations sent from their smart accounts (`log_index` -2 and
 * below, in call order; each its operation's status), and each ERC-20 / ERC-721 `Transfer` log of a
 * successful transaction.
 *
 * @example
 * const rows = extractTransfers({ chainId: 31337, header, transactions: block.transactions, receipts })
 */
export function extractTransfers(params: {
  chainId: number
  header: BlockHeader
  transactions: readonly Transaction[]
  receipts: readonly TransactionReceipt[]
}): NewTransfer[] {
  const { chainId, header } = params
  const receipts = new Map(params.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const rows: NewTransfer[] = []
  const base = {
    chainId,
    blockNumber: header.number,
    blockHash: header.hash,
    blockTime: new Date(header.timestamp),
  }
  for (const tx of params.transactions) {
    const receipt = receipts.get(tx.hash)
    if (!receipt) throw new Error(`no receipt for ${tx.hash} in block ${header.number}`)
    const txTo = tx.to
      ? getAddress(tx.to)
      : receipt.contractAddress
        ? getAddress(receipt.contractAddress)
        : null
    const common = {
      ...base,
      txHash: tx.hash,
      txIndex: tx.transactionIndex ?? 0,
      txFrom: getAddress(tx.from),
      txTo,
    }
    if (tx.value > 0n && txTo) {
      rows.push({
        ...common,
        logIndex: -1,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        standard: 'native',
        token: null,
        fromAddress: getAddress(tx.from),
        toAddress: txTo,
        amount: tx.value.toString(),
        tokenId: null,
      })
    }
    if (receipt.status !== 'success') continue
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
        logIndex: log.logIndex,
        status: 'confirmed',
        token: getAddress(log.address),
      })
    }
  }
  return rows
}
