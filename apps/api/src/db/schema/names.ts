import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Names of the name service (`alice.latch.local`), lower-case, with their text attributes. */
export const names = pgTable('names', {
  name: text('name').primaryKey(),
  attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A name's address per ENSIP-11 coin type (60 for Ethereum, 0x80000000 | chainId for other EVM chains). */
export const nameAddresses = pgTable(
  'name_addresses',
  {
    name: text('name')
      .notNull()
      .references(() => names.name, { onDelete: 'cascade' }),
    coinType: bigint('coin_type', { mode: 'number' }).notNull(),
    /** Checksummed. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.coinType] }),
    index('name_addresses_address_idx').on(table.address),
  ],
)

/**
 * The name an address chose as its primary one (`POST /v1/profile/account/{name}/primary`); without a row,
 * its oldest name is primary. Goes with the name when the name is released.
 */
export const primaryNames = pgTable('primary_names', {
  /** Checksummed. */
  address: text('address').primaryKey(),
  name: text('name')
    .notNull()
    .references(() => names.name, { onDelete: 'cascade' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Name-service messages already used for a write (register, release, primary): each signed message works
 * once, so one seen on its way cannot be posted again while it is still young enough to be accepted. A
 * row may go once its message is too old anyway (`expiresAt`).
 */
export const usedNameMessages = pgTable('used_name_messages', {
  /** SHA-256 of the signed message text, hex. */
  hash: text('hash').primaryKey(),
  /** When its message stops being accepted (timestamp + NAME_MESSAGE_MAX_AGE_SECONDS). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
