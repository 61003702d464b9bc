import { sql } from 'drizzle-orm'
import { projectOrigins, projects } from '../db/schema'

/** The columns of a `Project`, with its origins aggregated (select from projects left join origins, group by id). */
export const projectSelection = {
  id: projects.id,
  name: projects.name,
  features: projects.features,
  analyticsEnabled: projects.analyticsEnabled,
  allowedOrigins: sql<
    string[]
  >`coalesce(array_agg(${projectOrigins.origin} order by ${projectOrigins.origin}) filter (where ${projectOrigins.origin} is not null), '{}')`,
}
