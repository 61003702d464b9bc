import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One-time codes, at most one live per purpose, subject and device (a new one replaces the old, so a
 * start from another device never spoils this one's code): only an HMAC-SHA-256 of the code with its
 * random salt is kept, with the attempts spent on it.
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    /** `login`, `email-current` (an email change, sent to the current address), `email-new` or `recovery`. */
    purpose: text('purpose').notNull(),
    /** The email for a login, the user id for an email change or a recovery. */
    subject: text('subject').notNull(),
    /** The device the code signs in (or changes the email, or recovers, on); only it can use the code. */
    deviceId: text('device_id').notNull(),
    /** The address the code was mailed to: its failures count against that address (auth_code_failures). */
    sentTo: text('sent_to').notNull(),
    /** 16 random bytes, hex: also tells this code from the one that replaces it. */
    salt: text('salt').notNull(),
    /** HMAC-SHA-256 of salt and code, hex (see hashOneTimeCode). */
    codeHash: text('code_hash').notNull(),
    /** An email change's new address. */
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    /** A login code mailed once the emailed link approved this device: its session may recover the wallet. */
    grantsRecovery: boolean('grants_recovery').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.purpose, table.subject, table.deviceId] }),
    index('auth_codes_expires_idx').on(table.expiresAt),
  ],
)
