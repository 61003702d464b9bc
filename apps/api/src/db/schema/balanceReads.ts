import { bigint, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Balances last read from the chain, shared by every instance, so `GET /v1/account/{address}/balance`
 * reads the chain at most once per freshness window (and always with `forceUpdate`).
 */
export const balanceReads = pgTable(
  'balance_reads',
  {
    chainId: integer('chain_id').notNull(),
    account: text('account').notNull(),
    /** The token contract, or `native`. */
    token: text('token').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.account, table.token] })],
)
