import { bigint, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * What the paymaster's approvals reserved, per chain, per person or project, per UTC day: each approval adds
 * its operation's maximum cost (gas limits × maxFeePerGas) at signing, atomically and only while the sum stays
 * within the budget, so instances on one database never overspend between them (`reserveSponsorship`).
 */
export const paymasterSpend = pgTable(
  'paymaster_spend',
  {
    chainId: bigint('chain_id', { mode: 'number' }).notNull(),
    /** `user` (an embedded-wallet user id) or `project` (a project id). */
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    /** The UTC day, `YYYY-MM-DD`. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Wei of the chain's coin, reserved by that day's approvals. */
    reservedWei: numeric('reserved_wei', { precision: 78, scale: 0 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.scope, table.subject, table.day] })],
)
