import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** What the indexer read from each token contract it saw a Transfer from (null when the call failed). */
export const tokens = pgTable(
  'tokens',
  {
    chainId: integer('chain_id').notNull(),
    /** Checksummed contract address. */
    address: text('address').notNull(),
    standard: text('standard', { enum: ['erc20', 'erc721'] }).notNull(),
    name: text('name'),
    symbol: text('symbol'),
    decimals: integer('decimals'),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)
