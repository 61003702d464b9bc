import { sql } from 'drizzle-orm'
import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Per-project overrides of the remote features (`GET /appkit/v1/config`), keyed by feature id. */
export type FeatureOverrides = Record<string, { isEnabled?: boolean; config?: string[] | null }>

/** A project: the tenant every call names with `?projectId=`. */
export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  features: jsonb('features').$type<FeatureOverrides>().notNull().default(sql`'{}'::jsonb`),
  analyticsEnabled: boolean('analytics_enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The origins a project's pages may call from (exact origins, or `https://*.example.com` patterns). */
export const projectOrigins = pgTable(
  'project_origins',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.origin] })],
)
