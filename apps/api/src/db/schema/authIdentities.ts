import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * The ways into an embedded-wallet user besides the email: a social provider's account (its stable
 * subject, never its email or name) or a Farcaster fid. One identity belongs to one user; a user may have
 * several.
 */
export const authIdentities = pgTable(
  'auth_identities',
  {
    /** A social provider id (`google`, `github`, …) or `farcaster`. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The name the provider shows for the person, as last seen. */
    username: text('username'),
    /** What else the provider vouched for (a Farcaster custody address). */
    details: jsonb('details').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('auth_identities_user_idx').on(table.userId),
  ],
)
