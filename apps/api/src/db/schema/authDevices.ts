import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * The devices (the frame's `deviceId`) a user approved, through a one-time code or the emailed device
 * link: a known email on another device must first approve it. Forgotten by sign-out everywhere, by a
 * revoke from the device list, and by an email change (but for the device that made it).
 */
export const authDevices = pgTable(
  'auth_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    /** The device as its browser described itself when approved ('Chrome on Windows'). */
    label: text('label'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
)
