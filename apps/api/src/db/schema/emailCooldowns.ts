import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** When each address was last sent a login mail: another within 30 s is refused (spec §5, §9). */
export const emailCooldowns = pgTable(
  'email_cooldowns',
  {
    email: text('email').primaryKey(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('email_cooldowns_sent_idx').on(table.sentAt)],
)
