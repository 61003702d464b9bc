import { asc, eq } from 'drizzle-orm'
import { projectOrigins, projects } from '../db/schema'
import type { Database } from '../db/types'
import { projectSelection } from './projectSelection'
import type { Project } from './types'

/**
 * Every project with its allowed origins, oldest first.
 *
 * @example
 * for (const project of await listProjects(db)) console.log(project.id, project.allowedOrigins)
 */
export async function listProjects(db: Database): Promise<Project[]> {
  return db
    .select(projectSelection)
    .from(projects)
    .leftJoin(projectOrigins, eq(projectOrigins.projectId, projects.id))
    .groupBy(projects.id)
    .orderBy(asc(projects.createdAt), asc(projects.id))
}
