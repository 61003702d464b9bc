import { sql } from 'drizzle-orm'
import type { Database } from '../db/types'
import { storedEnds } from './storedEnds'
import type { IndexedTransfer } from './types'

/** Hex without its 0x, for `decode(…, 'hex')` in SQL. */
const bare = (hex: string | null) => (hex === null ? null : hex.slice(2))

/**
 * Inserts transfers in one statement whatever their number: each column goes as one array parameter
 * and `unnest` turns them back into rows (a row of parameters per transfer stopped at PostgreSQL's
 * 65,535 parameters, a block of 4,096 transfers). The transaction's ends are stored only where they
 * differ from the row's own (see the `transfers` table).
 *
 * @example
 * await insertTransfers(tx, block.transfers)
 */
export async function insertTransfers(db: Database, rows: readonly IndexedTransfer[]): Promise<void> {
  if (rows.length === 0) return
  const columns = {
    blockNumber: [] as number[],
    chainId: [] as number[],
    txIndex: [] as number[],
    logIndex: [] as number[],
    status: [] as number[],
    standard: [] as number[],
    txHash: [] as (string | null)[],
    txFrom: [] as (string | null)[],
    txTo: [] as (string | null)[],
    token: [] as (string | null)[],
    fromAddress: [] as (string | null)[],
    toAddress: [] as (string | null)[],
    amount: [] as string[],
    tokenId: [] as (string | null)[],
  }
  for (const row of rows) {
    columns.blockNumber.push(row.blockNumber)
    columns.chainId.push(row.chainId)
    columns.txIndex.push(row.txIndex)
    columns.logIndex.push(row.logIndex)
    columns.status.push(row.status === 'confirmed' ? 0 : 1)
    columns.standard.push(row.standard === 'native' ? 0 : row.standard === 'erc20' ? 1 : 2)
    const ends = storedEnds(row)
    columns.txHash.push(bare(row.txHash))
    columns.txFrom.push(bare(ends.txFrom))
    columns.txTo.push(bare(ends.txTo))
    columns.token.push(bare(row.token))
    columns.fromAddress.push(bare(row.fromAddress))
    columns.toAddress.push(bare(row.toAddress))
    columns.amount.push(row.amount)
    columns.tokenId.push(row.tokenId)
  }
  const array = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`
  await db.execute(sql`
    insert into transfers (block_number, chain_id, tx_index, log_index, status, standard, tx_hash, tx_from,
      tx_to, token, from_address, to_address, amount, token_id)
    select block_number, chain_id, tx_index, log_index, status, standard, decode(tx_hash, 'hex'),
      decode(tx_from, 'hex'), decode(tx_to, 'hex'), decode(token, 'hex'), decode(from_address, 'hex'),
      decode(to_address, 'hex'), amount, token_id
    from unnest(${array(columns.blockNumber, 'bigint')}, ${array(columns.chainId, 'integer')},
      ${array(columns.txIndex, 'integer')}, ${array(columns.logIndex, 'integer')},
      ${array(columns.status, 'smallint')}, ${array(columns.standard, 'smallint')},
      ${array(columns.txHash, 'text')}, ${array(columns.txFrom, 'text')}, ${array(columns.txTo, 'text')},
      ${array(columns.token, 'text')}, ${array(columns.fromAddress, 'text')},
      ${array(columns.toAddress, 'text')}, ${array(columns.amount, 'numeric')},
      ${array(columns.tokenId, 'numeric')})
      as rows(block_number, chain_id, tx_index, log_index, status, standard, tx_hash, tx_from, tx_to,
        token, from_address, to_address, amount, token_id)`)
}
