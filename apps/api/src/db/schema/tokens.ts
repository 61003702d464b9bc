import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { hexBytes } from './hexBytes'

/** What the indexer read from each token contract it saw a Transfer from (null when the call failed). */
export const tokens = pgTable(
  'tokens',
  {
    chainId: integer('chain_id').notNull(),
    /** The contract (bytes; lower-case hex in the code). */
    address: hexBytes('address').notNull(),
    standard: text('standard', { enum: ['erc20', 'erc721'] }).notNull(),
    name: text('name'),
    symbol: text('symbol'),
    decimals: integer('decimals'),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)
