import { eq } from 'drizzle-orm'
import { projectOrigins, projects } from '../db/schema'
import type { Database } from '../db/types'
import { projectSelection } from './projectSelection'
import { withoutPublicSuffixPatterns } from './publicSuffixOfPattern'
import type { Project } from './types'

/**
 * Reads a project and its allowed origins in one query; undefined when there is none with that id. A
 * pattern over a public suffix stored before the services refused them is left out, so it allows nothing.
 *
 * @example
 * const project = await findProject(db, 'latch-demo')
 */
export async function findProject(db: Database, id: string): Promise<Project | undefined> {
  const [row] = await db
    .select(projectSelection)
    .from(projects)
    .leftJoin(projectOrigins, eq(projectOrigins.projectId, projects.id))
    .where(eq(projects.id, id))
    .groupBy(projects.id)
  return row && { ...row, allowedOrigins: withoutPublicSuffixPatterns(row.allowedOrigins) }
}
