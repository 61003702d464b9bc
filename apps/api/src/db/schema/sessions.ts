import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Sign-in-with-wallet (SIWX) sessions: the signed message, its signature, and whether it was revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The project whose page signed in: only it reads the session. */
    projectId: text('project_id').notNull(),
    /** Checksummed address that signed in. */
    address: text('address').notNull(),
    /** CAIP-2 id of the chain signed in on. */
    chainId: text('chain_id').notNull(),
    /** Permission context id that `POST /v1/sessions/{id}/revoke` names; the session id unless set. */
    pci: text('pci').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_address_idx').on(table.address),
    index('sessions_project_idx').on(table.projectId),
  ],
)

/**
 * Nonces issued for SIWX sign-ins: each is deleted when a sign-in uses it (so it works once) or, unused,
 * once it expires.
 */
export const siwxNonces = pgTable(
  'siwx_nonces',
  {
    nonce: text('nonce').primaryKey(),
    projectId: text('project_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('siwx_nonces_expires_idx').on(table.expiresAt)],
)
