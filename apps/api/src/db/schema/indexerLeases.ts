import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Which instance indexes a chain: one holder per chain until `expires_at` (database time). The holder
 * renews it on every pass; the other instances stand by and take it over once it expires.
 */
export const indexerLeases = pgTable('indexer_leases', {
  chainId: integer('chain_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
