import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * Device-approval links sent by email: only the SHA-256 of the link's token is kept. A link works once,
 * until it expires; once used, the device's next wait sends it a one-time code (once: `code_sent_at`).
 */
export const authDeviceLinks = pgTable(
  'auth_device_links',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_device_links_device_idx').on(table.userId, table.deviceId),
    index('auth_device_links_expires_idx').on(table.expiresAt),
  ],
)
