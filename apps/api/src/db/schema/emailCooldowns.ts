import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * When each client (its address, as the rate limit names it) last had a login mail sent to each address:
 * another within 30 s is refused (spec §5, §9). Per client, so one client asking every 30 s never holds
 * the address for the others.
 */
export const emailCooldowns = pgTable(
  'email_cooldowns',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.client] }),
    index('email_cooldowns_sent_idx').on(table.sentAt),
  ],
)
