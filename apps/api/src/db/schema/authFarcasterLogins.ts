import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Sign In With Farcaster logins under way: the relay channel the frame polls, and the nonce the signed
 * message must carry. Only hashes of the channel token and of the frame's secret are kept: the frame alone
 * can turn a completed channel into a session.
 */
export const authFarcasterLogins = pgTable(
  'auth_farcaster_logins',
  {
    /** SHA-256 of the relay's channel token, hex. */
    channelTokenHash: text('channel_token_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    deviceId: text('device_id').notNull(),
    /** SHA-256 of the secret the frame keeps for this login, hex. */
    secretHash: text('secret_hash').notNull(),
    /** The nonce the services chose for the channel: the signed message must carry it. */
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the relay's answer was read: a session was opened, or the answer was refused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_farcaster_logins_expires_idx').on(table.expiresAt)],
)
