import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * Sessions of the embedded wallet's frame after an email login: only the SHA-256 of the bearer token is
 * kept. Bound to the user, the device that signed in and the project it signed in for.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    projectId: text('project_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The social provider this session signed in with; none for an email login. */
    socialProvider: text('social_provider'),
    /** When this session read the recovery share: once per session. */
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    /** The last call made with it: unused for AUTH_SESSION_IDLE_MS, it ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its login approved the device by the emailed link: it may recover the wallet without another code. */
    mayRecover: boolean('may_recover').notNull().default(false),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
)
