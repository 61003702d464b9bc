import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * Social logins under way: what the OAuth callback needs (the PKCE verifier, where to send the person
 * back), and, once the provider answered, who signed in or why not. Only hashes of the `state`, of the
 * frame's secret and of the completion secret are kept: only the frame that started the login, in the
 * browser the provider sent back, can turn it into a session.
 */
export const authSocialLogins = pgTable(
  'auth_social_logins',
  {
    /** SHA-256 of the OAuth `state`, hex. */
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    projectId: text('project_id').notNull(),
    deviceId: text('device_id').notNull(),
    /** SHA-256 of the secret the frame keeps for this login, hex. */
    secretHash: text('secret_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The OpenID Connect nonce the ID token must carry. */
    nonce: text('nonce').notNull(),
    /** The page the person returns to (the host page that opened the login). */
    returnUri: text('return_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    /** `rejected` (the person cancelled at the provider) or `failed`. */
    error: text('error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * SHA-256 of the one-time completion secret the callback minted and gave only to the browser the
     * provider sent back (in its redirect's fragment), hex: the finish needs it with the frame's secret.
     */
    completionHash: text('completion_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_social_logins_expires_idx').on(table.expiresAt)],
)
