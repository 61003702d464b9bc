import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * The devices (the frame's `deviceId`) a user approved, through a one-time code or the emailed device
 * link: a known email on another device must first approve it.
 */
export const authDevices = pgTable(
  'auth_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId] })],
)
