import { projectOrigins } from '../db/schema'
import type { Database } from '../db/types'
import { InvalidProjectError, normalizeOrigins } from './createProject'
import { findProject } from './findProject'
import { forgetProject } from './projectCache'
import type { Project } from './types'

/**
 * Allows more origins for a project (already allowed ones are kept once).
 *
 * @example
 * await addProjectOrigin(db, 'latch-demo', ['https://*.example.com'])
 */
export async function addProjectOrigin(
  db: Database,
  projectId: string,
  origins: readonly string[],
): Promise<Project> {
  const normalized = normalizeOrigins(origins)
  if (!(await findProject(db, projectId))) throw new InvalidProjectError(`No project with id "${projectId}".`)
  if (normalized.length > 0) {
    await db
      .insert(projectOrigins)
      .values(normalized.map((origin) => ({ projectId, origin })))
      .onConflictDoNothing()
  }
  forgetProject(db, projectId)
  return (await findProject(db, projectId))!
}
