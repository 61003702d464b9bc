import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { hexBytes } from './hexBytes'

/**
 * The hashes of the most recently indexed blocks per chain (a bounded window), to notice a reorg: a new
 * block whose parent hash is not the stored hash, or a stored hash the chain no longer has.
 */
export const indexedBlocks = pgTable(
  'indexed_blocks',
  {
    chainId: integer('chain_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: hexBytes('hash').notNull(),
    parentHash: hexBytes('parent_hash').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.number] })],
)
