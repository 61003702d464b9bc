import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { authUsers } from './authUsers'

/**
 * A user's embedded wallet: its address, the auth share as the frame gave it, and the recovery share
 * encrypted with AES-256-GCM under a key derived from the operator's recovery secret and the user id.
 */
export const authWallets = pgTable('auth_wallets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** Checksummed. */
  address: text('address').notNull(),
  authShare: text('auth_share').notNull(),
  /** base64 of IV (12 bytes) ‖ ciphertext ‖ GCM tag (16 bytes); see encryptRecoveryShare. */
  recoveryShareEncrypted: text('recovery_share_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
