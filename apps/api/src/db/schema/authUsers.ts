import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** People signed in by email into the embedded wallet: one row per email, shared by every project. */
export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  /** Trimmed and lower-cased; unique, so two instances creating the same user meet here. */
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
