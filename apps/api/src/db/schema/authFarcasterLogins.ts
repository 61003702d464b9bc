import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Sign In With Farcaster logins under way: the relay channel the frame polls, the nonce the signed
 * message must carry, the verified sign-in once the relay answered, and the sign-in code the person's
 * Farcaster app showed them. Only hashes of the channel token, of the frame's secret and of the code are
 * kept: the frame that started the login, told the code by the person who signed, alone can turn it into
 * a session.
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
    /** The fid whose signed sign-in the relay answered, once verified (the relay answers once). */
    signedFid: integer('signed_fid'),
    /** That fid's custody address and the relay's username for it, as verified. */
    custody: text('custody'),
    username: text('username'),
    /** HMAC of the sign-in code issued to the fid's Farcaster app (`hashOneTimeCode`, salted by the channel). */
    codeHash: text('code_hash'),
    /** The fid whose custody key asked for the code: it must be the one that signed in. */
    codeFid: integer('code_fid'),
    /** Codes tried; the 5th wrong one ends the login. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** Set once a session was opened, or the login ended (a refused answer, too many wrong codes). */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_farcaster_logins_expires_idx').on(table.expiresAt),
    // the code request names its login by the nonce it signed
    uniqueIndex('auth_farcaster_logins_nonce_idx').on(table.nonce),
  ],
)
