import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The hashes of the most recently indexed blocks per chain (a bounded window), to notice a reorg: a new
 * block whose parent hash is not the stored hash, or a stored hash the chain no longer has.
 */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.number] })],
)
