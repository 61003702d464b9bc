import { bigint, boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { hexBytes } from './hexBytes'

/**
 * Each ERC-20 contract an account sent or received on an indexed chain, kept by the indexer in the
 * transaction that writes the transfers (and recomputed for the accounts of undone blocks on a
 * rollback), so a balance read lists an account's tokens without reading its history: `sent` (it chose
 * that token: never unsolicited) and the last block it moved it in.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    lastBlock: bigint('last_block', { mode: 'number' }).notNull(),
    chainId: integer('chain_id').notNull(),
    sent: boolean('sent').notNull(),
    account: hexBytes('account').notNull(),
    token: hexBytes('token').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.account, table.token] })],
)
