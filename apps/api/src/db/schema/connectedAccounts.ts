import { boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { hexBytes } from './hexBytes'

/**
 * The addresses a `connected` chain indexes (see `ApiChain.source`): each one the services have seen on
 * that chain (a balance or history request, a sign-in). `backfilled` once the indexer has read its
 * transfers from the chain's start block up to where the indexer was when it came, so its history and
 * token set are whole from then on.
 */
export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    chainId: integer('chain_id').notNull(),
    address: hexBytes('address').notNull(),
    backfilled: boolean('backfilled').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.address] })],
)
