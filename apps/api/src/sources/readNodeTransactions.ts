import type { Hex, PublicClient } from 'viem'
import type { HexBytes } from '../db/schema/hexBytes'
import type { Database } from '../db/types'
import type { ChainTransaction, TransferRow } from '../history/readChainTransactions'
import type { ApiChain } from '../http/types'
import { extractTransfers, type RawReceipt, type RawTransaction } from '../indexer/extractTransfers'
import { recordTokens } from '../indexer/recordTokens'
import { storedEnds } from '../indexer/storedEnds'
import type { IndexedTransfer } from '../indexer/types'
import { type OwnTransaction, type Position, searchOwnTransactions } from './searchOwnTransactions'
import { searchTransferLogs } from './searchTransferLogs'

/** A transaction to describe: its body and receipt, from the search or read on their own. */
type Candidate = { hash: Hex; block: number; index: number; own?: OwnTransaction }

async function readTransaction(client: PublicClient, hash: Hex): Promise<OwnTransaction> {
  const [tx, receipt] = await Promise.all([
    client.request({ method: 'eth_getTransactionByHash', params: [hash] }),
    client.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
  ])
  if (!tx || !receipt || tx.blockNumber === null) throw new Error(`transaction ${hash} is not mined`)
  return { tx: tx as OwnTransaction['tx'], receipt: receipt as RawReceipt }
}

async function blockTime(client: PublicClient, block: number, known?: Hex): Promise<Date> {
  if (known) return new Date(Number(known) * 1000)
  const header = await client.getBlock({ blockNumber: BigInt(block) })
  return new Date(Number(header.timestamp) * 1000)
}

/** The transfers of one transaction that involve the address. */
function transfersOf(
  chainId: number,
  address: HexBytes,
  found: OwnTransaction,
  time: Date,
): IndexedTransfer[] {
  const block = Number(found.tx.blockNumber)
  const header = {
    number: block,
    hash: found.receipt.blockHash,
    parentHash: found.receipt.blockHash,
    timestamp: time.getTime(),
  }
  const transfers = extractTransfers({
    chainId,
    header,
    transactions: [found.tx as RawTransaction],
    receipts: [found.receipt],
  })
  return transfers.filter((row) => row.fromAddress === address || row.toAddress === address)
}

/** One transaction of the account read from the node: where it sits, its block's time, its transfers. */
export interface NodeTransaction {
  block: number
  index: number
  time: Date
  transfers: IndexedTransfer[]
}

/**
 * Up to `count` of an account's transactions with transfers, newest first, strictly before `before`
 * (none: from the head) and not below the chain's start block, read from the node alone: its own
 * transactions through the Otterscan search and those that only moved tokens to or from it through
 * `eth_getLogs` of Transfer events, each described as the indexer would (`extractTransfers`), keeping
 * the transfers that involve the account.
 *
 * @example
 * const txs = await readNodeTransfers(client, { chain, address: '0xf39f…', count: 21 })
 */
export async function readNodeTransfers(
  client: PublicClient,
  params: { chain: ApiChain; address: HexBytes; before?: { block: number; tx: number }; count: number },
): Promise<NodeTransaction[]> {
  const { chain, address, count } = params
  const floor = chain.startBlock ?? 0
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
  const result: NodeTransaction[] = []
  let before: Position | undefined = params.before ? [params.before.block, params.before.tx] : undefined
  while (result.length < count) {
    const need = Math.min(count - result.length, 1_000)
    const own = await searchOwnTransactions(client, { address, ...(before ? { before } : {}), count: need })
    // The search answers whole blocks: every own transaction at or above its oldest block is known.
    const ownCutoff = own.done ? floor : Math.min(...own.found.map(({ tx }) => Number(tx.blockNumber)))
    const logs = await searchTransferLogs(client, {
      address,
      head,
      ...(before ? { before } : {}),
      downTo: Math.max(floor, ownCutoff),
      count: need,
    })
    const cutoff = Math.max(ownCutoff, logs.reached, floor)
    const candidates = new Map<Hex, Candidate>()
    for (const { hash, block, index } of logs.found) candidates.set(hash, { hash, block, index })
    for (const found of own.found) {
      const { hash } = found.tx
      candidates.set(hash, {
        hash,
        block: Number(found.tx.blockNumber),
        index: Number(found.tx.transactionIndex),
        own: found,
      })
    }
    const complete = [...candidates.values()]
      .filter((candidate) => candidate.block >= cutoff)
      .sort((a, b) => b.block - a.block || b.index - a.index)
    for (const candidate of complete) {
      if (result.length >= count) break
      const found = candidate.own ?? (await readTransaction(client, candidate.hash))
      const time = await blockTime(client, candidate.block, found.receipt.timestamp)
      const transfers = transfersOf(chain.id, address, found, time)
      if (transfers.length > 0)
        result.push({ block: candidate.block, index: candidate.index, time, transfers })
    }
    if (cutoff <= floor) break
    before = [cutoff, 0]
  }
  return result
}

/**
 * `readNodeTransfers` in the shape `readChainTransactions` answers for indexed chains (rows as the
 * `transfers` table holds them), so a `node` chain's history pages, merges and answers alike. Token
 * names are read and stored as the indexer does.
 *
 * @example
 * const txs = await readNodeTransactions(db, client, { chain, address: '0xf39f…', count: 21 })
 */
export async function readNodeTransactions(
  db: Database,
  client: PublicClient,
  params: { chain: ApiChain; address: HexBytes; before?: { block: number; tx: number }; count: number },
): Promise<ChainTransaction[]> {
  const found = await readNodeTransfers(client, params)
  await recordTokens(
    db,
    client,
    params.chain.id,
    found.flatMap((tx) => tx.transfers),
  )
  return found.map(({ block, index, time, transfers }) => ({
    chainId: params.chain.id,
    blockNumber: block,
    txIndex: index,
    time,
    rows: transfers
      .map((row): TransferRow => ({ ...row, ...storedEnds(row) }))
      .sort((a, b) => a.logIndex - b.logIndex),
  }))
}
