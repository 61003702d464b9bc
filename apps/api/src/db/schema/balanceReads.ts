import { bigint, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { hexBytes } from './hexBytes'

/**
 * Balances last read from the chain, shared by every instance, so `GET /v1/account/{address}/balance`
 * reads the chain at most once per freshness window (and always with `forceUpdate`).
 */
export const balanceReads = pgTable(
  'balance_reads',
  {
    chainId: integer('chain_id').notNull(),
    account: hexBytes('account').notNull(),
    /** The token contract, or no bytes (`0x`) for the native currency. */
    token: hexBytes('token').notNull(),
    amount: numeric('amount', { precision: 78, scale: 0 }).notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.account, table.token] })],
)
