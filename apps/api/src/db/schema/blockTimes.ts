import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'

/**
 * The time of each indexed block that has transfers (one row a block, where `transfers` would repeat it
 * on every row), written with its transfers and rolled back with them. Times grow with block numbers,
 * so the time index finds a chain's last block before a moment: how history pages across chains.
 */
export const blockTimes = pgTable(
  'block_times',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.number] }),
    index('block_times_time_idx').on(table.chainId, table.time, table.number),
  ],
)
