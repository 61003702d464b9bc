import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * The undo links mailed to the old address after an email change: only the SHA-256 of the link's token
 * is kept. A link works once, until it expires, by the POST of its page, and only while the user's
 * email is still the new one.
 */
export const authEmailUndos = pgTable(
  'auth_email_undos',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_email_undos_expires_idx').on(table.expiresAt)],
)
