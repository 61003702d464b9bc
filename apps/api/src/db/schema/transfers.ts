import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/**
 * Value moved on an indexed chain: a native transfer (a transaction with value > 0, `log_index` -1, or a
 * user operation's call with value, `log_index` -2 and below; `token` null) or an ERC-20 / ERC-721 `Transfer` log. Addresses are checksummed. `amount` is in base
 * units (wei, token units; 1 for an NFT, whose id is `token_id`). Rows of orphaned blocks are deleted.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    txHash: text('tx_hash').notNull(),
    txIndex: integer('tx_index').notNull(),
    /**
     * The log's index in the block; -1 for the transaction's own (native) value; -2 and below for the
     * native value of a bundle's user operations (ERC-4337), the first call the lowest.
     */
    logIndex: integer('log_index').notNull(),
    txFrom: text('tx_from').notNull(),
    /** The transaction's recipient; the created contract for a deployment. */
    txTo: text('tx_to'),
    status: text('status', { enum: ['confirmed', 'failed'] }).notNull(),
    standard: text('standard', { enum: ['native', 'erc20', 'erc721'] }).notNull(),
    token: text('token'),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }),
  },
  (table) => [
    uniqueIndex('transfers_event_idx').on(table.chainId, table.txHash, table.logIndex),
    index('transfers_block_idx').on(table.chainId, table.blockNumber),
    // An account's history, newest first: one index per side of the transfer.
    index('transfers_from_idx').on(table.fromAddress, sql`${table.blockTime} desc`),
    index('transfers_to_idx').on(table.toAddress, sql`${table.blockTime} desc`),
  ],
)
