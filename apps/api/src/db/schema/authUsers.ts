import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * People signed in to the embedded wallet, shared by every project: by email (one row per email), or by a
 * social or Farcaster identity (`auth_identities`), which may come without an email.
 */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  /** Trimmed and lower-cased; unique, so two instances creating the same user meet here. */
  email: text('email').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
