import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/** Where the indexer resumes on each chain: the next block to index. Survives restarts and reorgs. */
export const indexerCursors = pgTable('indexer_cursors', {
  chainId: integer('chain_id').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
