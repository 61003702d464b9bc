import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Device-approval links sent by email, for a device the address never approved (a new address's first
 * device too): only the SHA-256 of the link's token is kept. A link works once, until it expires, and
 * only by the POST of the page it opens; once used, the device's next wait sends it a one-time code
 * (once: `code_sent_at`).
 */
export const authDeviceLinks = pgTable(
  'auth_device_links',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    /** The address signing in (normalised): its user is made when the link is approved, if new. */
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    /** The device as its browser described itself ('Chrome on Windows'), shown on the link's page. */
    label: text('label').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_device_links_device_idx').on(table.email, table.deviceId),
    index('auth_device_links_expires_idx').on(table.expiresAt),
  ],
)
