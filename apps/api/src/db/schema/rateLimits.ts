import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/** Fixed-window request counters, shared by every instance on the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    projectId: text('project_id').notNull(),
    client: text('client').notNull(),
    /** Window start, milliseconds since the epoch. */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.client, table.windowStart] })],
)
