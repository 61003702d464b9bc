import { sql } from 'drizzle-orm'
import { bigint, index, integer, numeric, pgTable } from 'drizzle-orm/pg-core'
import { hexBytes } from './hexBytes'
import { codeOf, smallintEnum } from './smallintEnum'

/** What a transfer moved, in the order of their stored codes. */
export const TRANSFER_STANDARDS = ['native', 'erc20', 'erc721'] as const

/** A transfer's outcome, in the order of their stored codes. */
export const TRANSFER_STATUSES = ['confirmed', 'failed'] as const

const erc721 = sql.raw(String(codeOf(TRANSFER_STANDARDS, 'erc721')))

/**
 * Value moved on an indexed chain: a native transfer (a transaction with value > 0, `log_index` -1, or a
 * user operation's call with value, `log_index` -2 and below; `token` null) or an ERC-20 / ERC-721
 * `Transfer` log. Addresses and hashes are bytes (see `hexBytes`). `amount` is in base units (wei, token
 * units; 1 for an NFT, whose id is `token_id`). Rows of orphaned blocks are deleted; the block's time is
 * in `block_times`. A row is one (chain, block, transaction index, log index): the indexer writes each
 * block once (its cursor moves in the same transaction), so no unique index is paid for.
 *
 * The transaction's own ends are stored only where they say something the row does not: `tx_from` is
 * null when it is `from_address` (the sender signed it), `tx_to` null when it is the token contract (a
 * token transfer) or `to_address` (a native one), and empty bytes when the transaction had no recipient.
 * Read them through `transactionEnds`.
 */
export const transfers = pgTable(
  'transfers',
  {
    // Fixed-width columns first, the variable ones after: no alignment padding between them.
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    chainId: integer('chain_id').notNull(),
    txIndex: integer('tx_index').notNull(),
    /**
     * The log's index in the block; -1 for the transaction's own (native) value; -2 and below for the
     * native value of a bundle's user operations (ERC-4337), the first call the lowest.
     */
    logIndex: integer('log_index').notNull(),
    status: smallintEnum('status', TRANSFER_STATUSES).notNull(),
    standard: smallintEnum('standard', TRANSFER_STANDARDS).notNull(),
    txHash: hexBytes('tx_hash').notNull(),
    txFrom: hexBytes('tx_from'),
    txTo: hexBytes('tx_to'),
    token: hexBytes('token'),
    fromAddress: hexBytes('from_address').notNull(),
    toAddress: hexBytes('to_address').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }),
  },
  (table) => [
    // Rollback (everything above a block). Not unique, so PostgreSQL keeps one key per block and a list
    // of its rows (deduplication): about 7 bytes a row where a unique key would take 40.
    index('transfers_block_idx').on(table.chainId, table.blockNumber),
    // An account's history and balance freshness, newest first, one index per side: keyset paging on
    // (block, transaction, log) reads only the page. The block is the last key column (the transaction
    // and log are read from the row), so an address's many transfers in one block share one key.
    index('transfers_from_idx').on(table.fromAddress, table.chainId, table.blockNumber),
    index('transfers_to_idx').on(table.toAddress, table.chainId, table.blockNumber),
    // NFTs only: who received which, and each token's latest transfer (its owner).
    index('transfers_nft_to_idx')
      .on(table.toAddress, table.chainId)
      .where(sql`${table.standard} = ${erc721}`),
    index('transfers_nft_idx')
      .on(table.chainId, table.token, table.tokenId, table.blockNumber, table.logIndex)
      .where(sql`${table.standard} = ${erc721}`),
  ],
)
