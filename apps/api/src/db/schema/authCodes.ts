import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One-time codes, at most one live per purpose and subject (a new one replaces the old): only an
 * HMAC-SHA-256 of the code with its random salt is kept, with the attempts spent on it.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    /** `login`, `email-current` (an email change, sent to the current address) or `email-new`. */
    purpose: text('purpose').notNull(),
    /** The email for a login, the user id for an email change. */
    subject: text('subject').notNull(),
    /** 16 random bytes, hex: also tells this code from the one that replaces it. */
    salt: text('salt').notNull(),
    /** HMAC-SHA-256 of salt and code, hex (see hashOneTimeCode). */
    codeHash: text('code_hash').notNull(),
    /** A login's device: the code signs in that device only. */
    deviceId: text('device_id'),
    /** An email change's new address. */
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.purpose, table.subject] }),
    index('auth_codes_expires_idx').on(table.expiresAt),
  ],
)
