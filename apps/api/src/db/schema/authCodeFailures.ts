import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Wrong codes per address across all its codes (CODE_FAILURE_BUDGET in a window of CODE_LOCK_MS): once
 * spent, code sign-in locks for the address until `locked_until` and the person is mailed.
 */
export const authCodeFailures = pgTable('auth_code_failures', {
  /** The address the codes were mailed to (normalised). */
  address: text('address').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
})
