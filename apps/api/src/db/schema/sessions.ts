import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Sign-in-with-wallet (SIWX) sessions: the signed message, its signature, and whether it was revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
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
  (table) => [index('sessions_address_idx').on(table.address)],
)
